import { z } from 'zod';

/**
 * Invoices, statements and invoice payments (issue 17; spec §7 `/mw/invoices…`, `/mw/statements/{yyyy-mm}/pdf`,
 * `/mw/invoice-payments`). Every call is office-scoped: a customer reaches the invoices of its offices only (another
 * office's invoice is 404). Snake case as the payment body; amounts are cents; dates are calendar dates
 * (YYYY-MM-DD) in the distributor's time zone.
 */

export const invoiceStatusValues = ['Open', 'PartiallyPaid', 'Paid', 'Overdue', 'Void'] as const;
export type InvoiceStatusValue = (typeof invoiceStatusValues)[number];

export const invoiceSortValues = [
  'issued_on desc',
  'issued_on asc',
  'due_on asc',
  'due_on desc',
  'balance desc',
  'balance asc',
  'number asc',
  'number desc',
] as const;
export type InvoiceSort = (typeof invoiceSortValues)[number];

export const invoicePageSizes = [10, 20, 50, 100] as const;
export const invoicePageSizeDefault = 20;

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.');

/** GET /mw/invoices. `status` may repeat (comma separated); `q` matches the invoice, order or PO number (prefix). */
export const invoiceListQuerySchema = z.strictObject({
  status: z
    .string()
    .max(100)
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.enum(invoiceStatusValues)).max(invoiceStatusValues.length))
    .optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  q: z.string().trim().max(64).optional(),
  /** The invoice of one order (the order detail's link). */
  order_id: z.string().max(64).optional(),
  /** Chosen invoices by id, comma separated (the multiple payment page): at most a payment's 50. */
  ids: z
    .string()
    .max(50 * 37)
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.string().max(64)).max(50))
    .optional(),
  sort: z.enum(invoiceSortValues).default('issued_on desc'),
  limit: z.coerce.number().int().min(1).max(100).default(invoicePageSizeDefault),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export const agingSchema = z.object({
  days_0_30: z.number().int(),
  days_31_60: z.number().int(),
  days_61_90: z.number().int(),
  days_90_plus: z.number().int(),
});

/** The account summary over the office's unpaid invoices, whatever the list's filters. Aging is by invoice age. */
export const invoiceSummarySchema = z.object({
  currency: z.string(),
  open_balance: z.number().int(),
  open_count: z.number().int(),
  overdue_balance: z.number().int(),
  overdue_count: z.number().int(),
  aging: agingSchema,
  /** The calendar date the statuses and aging were computed for. */
  as_of: calendarDate,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  order_id: z.string().nullable(),
  order_number: z.string().nullable(),
  po_number: z.string().nullable(),
  issued_on: calendarDate,
  due_on: calendarDate,
  status: z.enum(invoiceStatusValues),
  payment_method: z.enum(['on-account', 'card']),
  currency: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  credited: z.number().int(),
  balance: z.number().int(),
  /** The balance less what payments still waiting for the gateway hold: the most a new payment may take. */
  payable: z.number().int(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoiceListSchema = z.object({
  results: z.array(invoiceListItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  summary: invoiceSummarySchema,
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoiceLineSchema = z.object({
  position: z.number().int(),
  sku: z.string(),
  item_number: z.string().nullable(),
  uom: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  total: z.number().int(),
  /**
   * The ASAP loyalty discount in the unit price, shown on every discounted line as federal discount safe-harbour
   * rules expect: the category, the percentage, and the cents per unit and in all it took off the price before it.
   */
  loyalty: z
    .object({
      category: z.string(),
      percent: z.number(),
      unit_saving: z.number().int(),
      total_saving: z.number().int(),
    })
    .optional(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceFeesSchema = z.object({
  handling: z.number().int(),
  minimum_order: z.number().int(),
  hazardous: z.number().int(),
  refrigerated: z.number().int(),
  excessive_weight: z.number().int(),
});

/** A settled card payment's part on this invoice. */
export const invoicePaymentEntrySchema = z.object({
  payment_id: z.string(),
  receipt_number: z.string(),
  paid_at: z.string(),
  amount: z.number().int(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
});

export const invoiceCreditSchema = z.object({
  number: z.string(),
  issued_on: calendarDate,
  amount: z.number().int(),
  reason: z.string(),
});

export const invoiceAddressSchema = z.object({
  company: z.string().optional(),
  name: z.string().optional(),
  lines: z.array(z.string()),
  shipping_account_number: z.string().optional(),
});

export const invoiceSchema = invoiceListItemSchema.extend({
  version: z.number().int(),
  terms_days: z.number().int(),
  lines: z.array(invoiceLineSchema),
  subtotal: z.number().int(),
  /** What ASAP loyalty took off the lines (already in their prices; 0 without). */
  loyalty_saving: z.number().int(),
  fees: invoiceFeesSchema,
  shipping: z.number().int(),
  payments: z.array(invoicePaymentEntrySchema),
  credits: z.array(invoiceCreditSchema),
  bill_to: invoiceAddressSchema.nullable(),
  ship_to: invoiceAddressSchema.nullable(),
  tracking: z.array(z.object({ carrier: z.string(), tracking_number: z.string(), shipped_at: z.string() })),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceIdParamsSchema = z.strictObject({ id: z.string().max(64) });

/** GET /mw/statements/{yyyy-mm}/pdf */
export const statementParamsSchema = z.strictObject({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A statement month is YYYY-MM.'),
});

/**
 * POST /mw/invoice-payments (Idempotency-Key required): one charge on the paying customer's card (saved, or a new
 * card tokenized through the hosted fields and POST /mw/cards with save false), split over the allocations. Each
 * amount is whole cents, above 0 and at most the invoice's `payable`; the rules and their messages are the domain's
 * (allocationProblem), so `amount` is any number here.
 */
export const invoicePaymentRequestSchema = z.strictObject({
  allocations: z
    .array(z.strictObject({ invoice_id: z.string().max(64), amount: z.number() }))
    .min(1)
    .max(200),
  card_uuid: z.string().max(64),
});
export type InvoicePaymentRequest = z.infer<typeof invoicePaymentRequestSchema>;

/** The receipt of a settled payment. */
export const invoicePaymentSchema = z.object({
  id: z.string(),
  receipt_number: z.string(),
  status: z.literal('Succeeded'),
  amount: z.number().int(),
  currency: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  paid_at: z.string(),
  allocations: z.array(
    z.object({
      invoice_id: z.string(),
      invoice_number: z.string(),
      amount: z.number().int(),
      /** The invoice's balance after this payment. */
      balance: z.number().int(),
      status: z.enum(invoiceStatusValues),
    }),
  ),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

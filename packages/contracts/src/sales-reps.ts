import { z } from 'zod';

/**
 * Sales representatives (issue 18; spec §1, §2 sales-rep bar and /customer/account/switchoffice, §3 is_sales_rep and
 * is_impersonating_email, §4 sync then reload the customer, §7 `/mw/sales-reps/…`). A representative is assigned to
 * offices; it reaches the customers of those offices only (anything else is 404, as for a customer). Syncing makes a
 * customer the session's subject: the representative then acts for it until it ends the sync, signs out, or the sync
 * expires (SALES_REP_SYNC_HOURS, 8 by default). Snake case as the other middleware calls; amounts are cents.
 */

export const salesRepPageSizeDefault = 20;

/** GET /mw/sales-reps/search-customers: name, email, practice, account or shipping-account number, city. */
export const customerSearchQuerySchema = z.strictObject({
  query: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(salesRepPageSizeDefault),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type CustomerSearchQuery = z.input<typeof customerSearchQuerySchema>;

/** A customer of one of the representative's offices, as search, the dashboard and recent syncs list it. */
export const repCustomerSchema = z.object({
  customer_id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  practice_name: z.string().nullable(),
  office: z.object({
    id: z.string(),
    name: z.string(),
    /** The office's account (key) and shipping-account numbers, and the city of its default address. */
    account_number: z.string(),
    shipping_account_numbers: z.array(z.string()),
    city: z.string().nullable(),
  }),
  last_order_at: z.string().nullable(),
  /** The office's unpaid invoices (issue 17), in cents. */
  open_balance: z.number().int(),
  /** REPLENISH plans of the customer that need attention (issue 16). */
  plans_needing_attention: z.number().int(),
});
export type RepCustomer = z.infer<typeof repCustomerSchema>;

export const repCustomerListSchema = z.object({
  results: z.array(repCustomerSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type RepCustomerList = z.infer<typeof repCustomerListSchema>;

/** GET /mw/sales-reps/customers: the representative's customers (dashboard), most recent order first. */
export const repCustomersQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(salesRepPageSizeDefault),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const customerIdParamsSchema = z.strictObject({ id: z.string().max(64) });

/** The session's sync: whom the representative acts for now (none when not synced). */
export const salesRepSyncSchema = z.object({
  synced: z.boolean(),
  customer: repCustomerSchema.nullable(),
  since: z.string().nullable(),
  /** When the sync ends by itself. */
  until: z.string().nullable(),
});
export type SalesRepSync = z.infer<typeof salesRepSyncSchema>;

/** GET /mw/sales-reps/orders: orders of the representative's customers, newest first. */
export const repOrdersQuerySchema = z.strictObject({
  customer_id: z.string().max(64).optional(),
  /** An order state (Open, Confirmed, Complete, Cancelled). */
  status: z.enum(['Open', 'Confirmed', 'Complete', 'Cancelled']).optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(salesRepPageSizeDefault),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type RepOrdersQuery = z.input<typeof repOrdersQuerySchema>;

export const repOrderSummarySchema = z.object({
  id: z.string(),
  order_number: z.string(),
  customer_id: z.string(),
  customer_email: z.string().nullable(),
  practice_name: z.string().nullable(),
  office_name: z.string(),
  order_state: z.string(),
  shipment_state: z.string().nullable(),
  payment_state: z.string().nullable(),
  total: z.number().int(),
  currency: z.string(),
  completed_at: z.string(),
  /** "placed by <representative> for <customer>" when a representative placed it. */
  placed_by: z.object({ email: z.string(), name: z.string().nullable() }).nullable(),
});
export type RepOrderSummary = z.infer<typeof repOrderSummarySchema>;

export const repOrderListSchema = z.object({
  results: z.array(repOrderSummarySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

/** The audit trail (customer's office: GET /mw/audit-events; `/customer/account` → Activity). */
export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** sync.start, sync.end, or the write: "POST /aces/me/carts/{id}" with its resource. */
  action: z.string(),
  /** What the write was, for people: "Added an item to the cart", "Placed order CS1000123". */
  summary: z.string(),
  actor: z.object({ kind: z.enum(['customer', 'sales-rep', 'staff', 'worker']), email: z.string().nullable() }),
  subject_email: z.string().nullable(),
  resource_id: z.string().nullable(),
  /** Staff's reading (GET /aces/audit-events) also names the office and the parties' ids. */
  office_id: z.string().nullable().optional(),
  actor_id: z.string().nullable().optional(),
  subject_customer_id: z.string().nullable().optional(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const auditEventListSchema = z.object({
  results: z.array(auditEventSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

const uuidText = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'An id is a UUID.');

/**
 * GET /aces/audit-events (staff, manage_project, until the back office exists): the trail of an office, of an actor
 * (a representative) or of a subject customer, newest first; at least one of them.
 */
export const staffAuditEventQuerySchema = z
  .strictObject({
    business_unit_id: uuidText.optional(),
    actor_id: uuidText.optional(),
    subject_customer_id: uuidText.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine((query) => query.business_unit_id ?? query.actor_id ?? query.subject_customer_id, {
    message: 'Name an office (business_unit_id), an actor (actor_id) or a customer (subject_customer_id).',
  });
export type StaffAuditEventQuery = z.output<typeof staffAuditEventQuerySchema>;

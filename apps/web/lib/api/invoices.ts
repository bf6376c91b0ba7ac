import 'server-only';
import {
  idempotencyKeyHeader,
  invoiceListSchema,
  invoicePaymentSchema,
  invoiceSchema,
  type Invoice,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoicePayment,
  type InvoicePaymentRequest,
} from '@chairside/contracts';
import { getCustomerAccessToken } from '@/lib/session/session';
import {
  accountCall,
  accountCallFailure,
  firstApiError,
  type AccountCallFailure,
  type ApiReply,
} from './account-client';
import { customerDownload, type DownloadResult } from './download';

/**
 * The office's invoices, statements and invoice payments (spec §7 /mw/invoices…, /mw/statements…, /mw/invoice-payments;
 * issue 17) with the signed-in customer's token. Every call answers a result the caller branches on; none throws.
 */

export type InvoiceFailure = AccountCallFailure & {
  /** With 409 InvoiceBalanceExceeded or InvoiceNotPayable: the invoice refused, and the most it may take now. */
  invoiceId?: string;
  payable?: number;
  /** The field the API refused (400 InvalidField), when it names one. */
  field?: string;
};
export type InvoiceResult<T> = { ok: true; value: T } | InvoiceFailure;

/** Spec §7: a POST is retried once on these statuses; a payment is safe to retry (its Idempotency-Key). */
const retryableStatuses = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** 409s that are the invoices' answer, not a request still running: asking again gets the same. */
const settledConflicts = new Set<string | undefined>(['InvoiceBalanceExceeded', 'InvoiceNotPayable']);
const retryable = (reply: ApiReply) =>
  retryableStatuses.has(reply.status) && !settledConflicts.has(firstApiError(reply.body)?.code);
const notSignedIn: InvoiceFailure = { ok: false, status: 401, code: undefined, message: 'Not signed in' };
const unanswered: ApiReply = { status: 503, headers: new Headers(), body: undefined };

const failure = (reply: ApiReply): InvoiceFailure =>
  accountCallFailure(reply, (error) => ({
    ...(typeof error?.invoiceId === 'string' ? { invoiceId: error.invoiceId } : {}),
    ...(typeof error?.payable === 'number' ? { payable: error.payable } : {}),
    ...(typeof error?.field === 'string' ? { field: error.field } : {}),
  }));

async function invoiceCall<T>(
  path: string,
  parse: (body: unknown) => T | undefined,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<InvoiceResult<T>> {
  const token = await getCustomerAccessToken();
  if (!token) return notSignedIn;
  const call = () =>
    accountCall(path, { ...options, auth: { bearer: token }, timeoutMs: 30_000 }).catch((error: unknown) => {
      console.error(`Invoice call ${path} failed:`, error);
      return unanswered;
    });
  let reply = await call();
  // Only the payment posts; its key makes the second try replay the first instead of charging twice.
  if (options.body !== undefined && retryable(reply)) reply = await call();
  if (reply.status !== 200 && reply.status !== 201) return failure(reply);
  const value = parse(reply.body);
  if (value === undefined) {
    console.error(`Invoice answer of ${path} did not match the contract`);
    return { ok: false, status: 502, code: undefined, message: '' };
  }
  return { ok: true, value };
}

const invoiceUrl = (id: string) => `/mw/invoices/${encodeURIComponent(id)}`;

/** One page of the office's invoices with the account summary (open balance, overdue, aging). */
export function listMyInvoices(query: InvoiceListQuery): Promise<InvoiceResult<InvoiceList>> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  return invoiceCall(`/mw/invoices?${params}`, (body) => invoiceListSchema.safeParse(body).data);
}

/** One invoice with lines, payments and credits; 404 for another office's or none. */
export function getMyInvoice(id: string): Promise<InvoiceResult<Invoice>> {
  return invoiceCall(invoiceUrl(id), (body) => invoiceSchema.safeParse(body).data);
}

/** One charge on the card, split over the allocations; the key makes a retried submit charge once (DESIGN §4). */
export function payMyInvoices(
  payment: InvoicePaymentRequest,
  idempotencyKey: string,
): Promise<InvoiceResult<InvoicePayment>> {
  return invoiceCall('/mw/invoice-payments', (body) => invoicePaymentSchema.safeParse(body).data, {
    body: payment,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });
}

/** A PDF as the API sends it (see download.ts). */
export type PdfResult = DownloadResult;

const pdf = (path: string) => customerDownload(path, 'application/pdf');

export const myInvoicePdf = (id: string) => pdf(`${invoiceUrl(id)}/pdf`);

/** The office's statement of a YYYY-MM month. */
export const myStatementPdf = (month: string) => pdf(`/mw/statements/${encodeURIComponent(month)}/pdf`);

/** The invoice of one order (the order page's link): undefined before it ships, or when invoices cannot be read. */
export async function invoiceOfOrder(orderId: string): Promise<{ id: string; number: string } | undefined> {
  const list = await listMyInvoices({ order_id: orderId, limit: 1 });
  const invoice = list.ok ? list.value.results[0] : undefined;
  return invoice && { id: invoice.id, number: invoice.number };
}

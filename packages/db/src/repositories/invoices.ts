import {
  storedFilterOf,
  type AccountSummary,
  type InvoiceStatus,
  type StatementInput,
  type StatementPayment,
} from '@chairside/domain';
import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../connection';
import { creditMemos, invoiceLines, invoicePaymentAllocations, invoicePayments, invoices } from '../schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRecord = typeof invoiceLines.$inferSelect;
export type CreditMemoRecord = typeof creditMemos.$inferSelect;

/** An invoice with what is still owed (`balance`, 0 when void) and what a new payment may take (`payable`). */
export type InvoiceRecord = InvoiceRow & { balance: number; payable: number };

/** A settled payment's part on one invoice. */
export interface InvoicePaymentPart {
  paymentId: string;
  receiptNumber: string;
  paidAt: Date;
  amount: number;
  cardBrand: string | null;
  cardLast4: string | null;
}

export interface InvoiceDetails {
  invoice: InvoiceRecord;
  lines: InvoiceLineRecord[];
  credits: CreditMemoRecord[];
  payments: InvoicePaymentPart[];
}

export type InvoiceSortField = 'issuedOn' | 'dueOn' | 'balance' | 'number';

export interface InvoiceListRequest {
  /** The calendar date the statuses are computed for (Overdue is past due on this day). */
  today: string;
  statuses?: readonly InvoiceStatus[] | undefined;
  /** Issued on or after / on or before (YYYY-MM-DD). */
  from?: string | undefined;
  to?: string | undefined;
  /** A prefix of the invoice, order or PO number, any case. */
  q?: string | undefined;
  orderId?: string | undefined;
  /** Only these invoices (ids already known to be UUIDs). */
  ids?: readonly string[] | undefined;
  sort: { field: InvoiceSortField; direction: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

/** What is owed: nothing on a void invoice, which never was owed (as statements treat it). */
const owed = sql`${invoices.totalCentAmount} - ${invoices.paidCentAmount} - ${invoices.creditedCentAmount}`;
const balance = sql<number>`(case when ${invoices.status} = 'Void' then 0 else ${owed} end)`;
const payable = sql<number>`(case when ${invoices.status} = 'Void' then 0 else ${owed} - ${invoices.pendingCentAmount} end)`;
const withAmounts = { invoice: invoices, balance, payable };
const recordOf = (row: { invoice: InvoiceRow; balance: number; payable: number }): InvoiceRecord => ({
  ...row.invoice,
  balance: row.balance,
  payable: row.payable,
});

const sortColumns: Record<InvoiceSortField, SQL | AnyPgColumn> = {
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  balance,
  number: invoices.invoiceNumber,
};

/**
 * Literal (not bound) statuses, so the planner can match the partial index invoices_office_owed_idx whatever plan a
 * prepared statement gets.
 */
const stillOwed = sql`${invoices.status} in ('Open', 'PartiallyPaid')`;

/** A status filter as stored statuses and a due-date condition (the domain's storedFilterOf), OR-ed together. */
function statusCondition(statuses: readonly InvoiceStatus[], today: string): SQL | undefined {
  return or(
    ...statuses.map((status) => {
      const { stored, due } = storedFilterOf(status);
      const dueCondition =
        due === 'past'
          ? sql`${invoices.dueOn} < ${today}`
          : due === 'notPast'
            ? sql`${invoices.dueOn} >= ${today}`
            : undefined;
      return and(inArray(invoices.status, stored), dueCondition);
    }),
  );
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function listCondition(businessUnitId: string, request: InvoiceListRequest): SQL | undefined {
  const { statuses, from, to, q, orderId, ids, today } = request;
  const prefix = q ? likePrefix(q) : undefined;
  return and(
    eq(invoices.businessUnitId, businessUnitId),
    statuses?.length ? statusCondition(statuses, today) : undefined,
    from ? gte(invoices.issuedOn, from) : undefined,
    to ? lte(invoices.issuedOn, to) : undefined,
    prefix
      ? or(
          sql`${invoices.invoiceNumber} ilike ${prefix}`,
          sql`${invoices.orderNumber} ilike ${prefix}`,
          sql`${invoices.purchaseOrderNumber} ilike ${prefix}`,
        )
      : undefined,
    orderId ? eq(invoices.orderId, orderId) : undefined,
    ids ? inArray(invoices.id, [...ids]) : undefined,
  );
}

const sumOf = (amount: SQL, where?: SQL) =>
  (where ? sql`coalesce(sum(${amount}) filter (where ${where}), 0)` : sql`coalesce(sum(${amount}), 0)`).mapWith(Number);
const countOf = (where?: SQL) => (where ? sql`count(*) filter (where ${where})` : sql`count(*)`).mapWith(Number);

/** Invoices of offices: the list and account summary, one invoice's detail, and a monthly statement's inputs. */
export function invoiceRepository(db: Db) {
  return {
    /**
     * One page of an office's invoices, filtered and sorted (id breaks ties), with the number of all matching rows
     * counted in the same query; only a page past the end needs a second query for the total.
     */
    async listForOffice(
      businessUnitId: string,
      request: InvoiceListRequest,
    ): Promise<{ rows: InvoiceRecord[]; total: number }> {
      const where = listCondition(businessUnitId, request);
      const order = request.sort.direction === 'asc' ? asc : desc;
      const rows = await db
        .select({ ...withAmounts, total: sql`count(*) over ()`.mapWith(Number) })
        .from(invoices)
        .where(where)
        .orderBy(order(sortColumns[request.sort.field]), order(invoices.id))
        .limit(request.limit)
        .offset(request.offset);
      if (rows.length > 0) return { rows: rows.map(recordOf), total: rows[0]!.total };
      if (request.offset === 0) return { rows: [], total: 0 };
      const [counted] = await db.select({ total: countOf() }).from(invoices).where(where);
      return { rows: [], total: counted?.total ?? 0 };
    },

    /**
     * The account summary on `today` over what the office still owes (stored Open or PartiallyPaid with a balance),
     * aggregated in SQL by the rules of the domain's accountSummary and agingBucketOf (age = days since issued).
     */
    async summaryForOffice(businessUnitId: string, today: string): Promise<AccountSummary> {
      const age = sql`(${today}::date - ${invoices.issuedOn})`;
      const [row] = await db
        .select({
          openBalance: sumOf(balance),
          openCount: countOf(),
          overdueBalance: sumOf(balance, sql`${invoices.dueOn} < ${today}`),
          overdueCount: countOf(sql`${invoices.dueOn} < ${today}`),
          days0To30: sumOf(balance, sql`${age} <= 30`),
          days31To60: sumOf(balance, sql`${age} between 31 and 60`),
          days61To90: sumOf(balance, sql`${age} between 61 and 90`),
          days90Plus: sumOf(balance, sql`${age} > 90`),
        })
        .from(invoices)
        .where(and(eq(invoices.businessUnitId, businessUnitId), stillOwed, sql`${balance} > 0`));
      const { days0To30, days31To60, days61To90, days90Plus, ...counts } = row!;
      return { ...counts, aging: { days0To30, days31To60, days61To90, days90Plus } };
    },

    /**
     * One invoice of any of the offices, with its lines, credit memos and settled payments (read together);
     * undefined for any other invoice.
     */
    async findForOffices(id: string, businessUnitIds: readonly string[]): Promise<InvoiceDetails | undefined> {
      if (businessUnitIds.length === 0) return undefined;
      const [row] = await db
        .select(withAmounts)
        .from(invoices)
        .where(and(eq(invoices.id, id), inArray(invoices.businessUnitId, [...businessUnitIds])));
      if (!row) return undefined;
      const [lines, credits, payments] = await Promise.all([
        db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.position)),
        db
          .select()
          .from(creditMemos)
          .where(eq(creditMemos.invoiceId, id))
          .orderBy(asc(creditMemos.issuedOn), asc(creditMemos.creditNumber)),
        db
          .select({
            paymentId: invoicePayments.id,
            receiptNumber: invoicePayments.receiptNumber,
            // Set on every settled payment; the creation time only keeps the type honest.
            paidAt: sql<Date>`coalesce(${invoicePayments.finishedAt}, ${invoicePayments.createdAt})`.mapWith(
              invoicePayments.finishedAt,
            ),
            amount: invoicePaymentAllocations.centAmount,
            cardBrand: invoicePayments.cardBrand,
            cardLast4: invoicePayments.cardLast4,
          })
          .from(invoicePaymentAllocations)
          .innerJoin(invoicePayments, eq(invoicePayments.id, invoicePaymentAllocations.paymentId))
          .where(and(eq(invoicePaymentAllocations.invoiceId, id), eq(invoicePayments.state, 'Succeeded')))
          .orderBy(asc(invoicePayments.finishedAt), asc(invoicePayments.receiptNumber)),
      ]);
      return { invoice: recordOf(row), lines, credits, payments };
    },

    /**
     * What the office's statement up to `to` (a month's last day) is made of: its invoices but void ones issued by
     * then, its settled payments and its credit memos, dated by then. A payment is dated by the calendar day it
     * settled on in `timeZone` (the distributor's), computed in SQL as the month bound is.
     */
    async statementInputs(
      businessUnitId: string,
      to: string,
      timeZone: string,
    ): Promise<Omit<StatementInput, 'month'>> {
      // The first instant of the day after `to` in the time zone: a bound the office/finished_at index can use.
      const end = sql`((${to}::date + 1)::timestamp at time zone ${timeZone})`;
      const [issued, allocations, credits] = await Promise.all([
        db
          .select({
            number: invoices.invoiceNumber,
            issuedOn: invoices.issuedOn,
            dueOn: invoices.dueOn,
            total: invoices.totalCentAmount,
          })
          .from(invoices)
          .where(
            and(eq(invoices.businessUnitId, businessUnitId), ne(invoices.status, 'Void'), lte(invoices.issuedOn, to)),
          )
          .orderBy(asc(invoices.issuedOn), asc(invoices.invoiceNumber)),
        db
          .select({
            reference: invoicePayments.receiptNumber,
            on: sql<string>`to_char(${invoicePayments.finishedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
            invoiceNumber: invoices.invoiceNumber,
            amount: invoicePaymentAllocations.centAmount,
          })
          .from(invoicePayments)
          .innerJoin(invoicePaymentAllocations, eq(invoicePaymentAllocations.paymentId, invoicePayments.id))
          .innerJoin(invoices, eq(invoices.id, invoicePaymentAllocations.invoiceId))
          .where(
            and(
              eq(invoicePayments.businessUnitId, businessUnitId),
              eq(invoicePayments.state, 'Succeeded'),
              sql`${invoicePayments.finishedAt} < ${end}`,
            ),
          )
          .orderBy(asc(invoicePayments.finishedAt), asc(invoicePayments.id), asc(invoices.invoiceNumber)),
        db
          .select({
            reference: creditMemos.creditNumber,
            on: creditMemos.issuedOn,
            invoiceNumber: invoices.invoiceNumber,
            amount: creditMemos.centAmount,
            reason: creditMemos.reason,
          })
          .from(creditMemos)
          .innerJoin(invoices, eq(invoices.id, creditMemos.invoiceId))
          .where(and(eq(creditMemos.businessUnitId, businessUnitId), lte(creditMemos.issuedOn, to)))
          .orderBy(asc(creditMemos.issuedOn), asc(creditMemos.creditNumber)),
      ]);
      return { invoices: issued, payments: paymentsOf(allocations), credits };
    },
  };
}

type StatementAllocation = StatementPayment['allocations'][number];

/** Allocation rows (ordered by payment) grouped into one statement payment each. */
function paymentsOf(
  rows: readonly { reference: string; on: string; invoiceNumber: string; amount: number }[],
): StatementPayment[] {
  const payments = new Map<string, { reference: string; on: string; allocations: StatementAllocation[] }>();
  for (const { reference, on, invoiceNumber, amount } of rows) {
    const payment = payments.get(reference) ?? { reference, on, allocations: [] };
    payment.allocations.push({ invoiceNumber, amount });
    payments.set(reference, payment);
  }
  return [...payments.values()];
}

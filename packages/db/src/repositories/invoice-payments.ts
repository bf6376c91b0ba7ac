import { storedStatusOf } from '@chairside/domain';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { invoicePaymentAllocations, invoicePayments, invoices } from '../schema';

export type InvoicePaymentRecord = typeof invoicePayments.$inferSelect;
export type NewInvoicePayment = Omit<
  typeof invoicePayments.$inferInsert,
  'id' | 'receiptNumber' | 'state' | 'failureCode' | 'failureMessage' | 'recoveryAttempts' | 'createdAt' | 'finishedAt'
>;
/** An invoice row as a payment sees it: locked, with what may still be paid on it. */
export type PayableInvoiceRow = typeof invoices.$inferSelect & { payable: number };

export interface PaymentAllocation {
  invoiceId: string;
  amount: number;
}

/** A settled payment's part on one invoice, with the invoice as the payment left it. */
export interface AppliedAllocation {
  invoice: typeof invoices.$inferSelect;
  amount: number;
}

/** Each invoice's own value in one statement (`case id when … then … end`): one UPDATE for all of a payment's invoices. */
function byInvoice(values: ReadonlyMap<string, number | string>, type: 'int' | 'text') {
  const cases = [...values].map(([id, value]) => sql`when ${id}::uuid then ${value}::${sql.raw(type)}`);
  return sql`(case ${invoices.id} ${sql.join(cases, sql` `)} end)`;
}

const payable = sql<number>`(${invoices.totalCentAmount} - ${invoices.paidCentAmount} - ${invoices.creditedCentAmount} - ${invoices.pendingCentAmount})`;

/**
 * Card payments over invoices (see the invoice_payments table). A payment is written Pending with its allocations,
 * which raise each invoice's `pending`, in the caller's short transaction; settling or releasing it later is
 * conditional on Pending, so a request, its retry and the recovery job finishing one payment at once cannot both win.
 * Invoice rows are always locked in id order, so concurrent payments over overlapping invoices never deadlock.
 */
export function invoicePaymentRepository(db: Db) {
  /** Locks the invoices in id order (within `businessUnitIds` when given). */
  async function lockInvoices(ids: readonly string[], businessUnitIds?: readonly string[]) {
    if (ids.length === 0 || businessUnitIds?.length === 0) return [];
    return db
      .select({ invoice: invoices, payable })
      .from(invoices)
      .where(
        and(
          inArray(invoices.id, [...ids]),
          businessUnitIds ? inArray(invoices.businessUnitId, [...businessUnitIds]) : undefined,
        ),
      )
      .orderBy(asc(invoices.id))
      .for('update');
  }

  const allocationsOf = (paymentId: string) =>
    db.select().from(invoicePaymentAllocations).where(eq(invoicePaymentAllocations.paymentId, paymentId));

  /**
   * Moves the payment's holds off its invoices (and, when `paid`, onto what they paid), then stores the new status
   * of each: the domain's status of its amounts, unless it was voided meanwhile.
   */
  async function applyHolds(paymentId: string, at: Date, { paid }: { paid: boolean }): Promise<AppliedAllocation[]> {
    const allocations = await allocationsOf(paymentId);
    const amounts = new Map(allocations.map((allocation) => [allocation.invoiceId, allocation.centAmount]));
    const locked = await lockInvoices([...amounts.keys()]);
    if (locked.length === 0) return [];
    const statuses = new Map(
      locked.map(({ invoice }) => [
        invoice.id,
        invoice.status === 'Void'
          ? invoice.status
          : storedStatusOf({
              total: invoice.totalCentAmount,
              paid: invoice.paidCentAmount + (paid ? amounts.get(invoice.id)! : 0),
              credited: invoice.creditedCentAmount,
            }),
      ]),
    );
    const amountOf = byInvoice(amounts, 'int');
    const updated = await db
      .update(invoices)
      .set({
        paidCentAmount: paid ? sql`${invoices.paidCentAmount} + ${amountOf}` : undefined,
        pendingCentAmount: sql`${invoices.pendingCentAmount} - ${amountOf}`,
        status: sql`${byInvoice(statuses, 'text')}`,
        version: sql`${invoices.version} + 1`,
        lastModifiedAt: at,
      })
      .where(inArray(invoices.id, [...statuses.keys()]))
      .returning();
    return updated
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((invoice) => ({ invoice, amount: amounts.get(invoice.id)! }));
  }

  return {
    lockInvoices: async (ids: readonly string[], businessUnitIds: readonly string[]): Promise<PayableInvoiceRow[]> =>
      (await lockInvoices(ids, businessUnitIds)).map((row) => ({ ...row.invoice, payable: row.payable })),

    /**
     * Writes a Pending payment with its allocations and raises each invoice's `pending` by its amount, in the caller's
     * transaction (which should hold the invoices locked). The invoices' check constraint refuses a hold above what
     * may still be paid.
     */
    async create(payment: NewInvoicePayment, allocations: readonly PaymentAllocation[]): Promise<InvoicePaymentRecord> {
      const [created] = await db.insert(invoicePayments).values(payment).returning();
      const amounts = new Map(allocations.map(({ invoiceId, amount }) => [invoiceId, amount]));
      await Promise.all([
        db
          .insert(invoicePaymentAllocations)
          .values(
            allocations.map(({ invoiceId, amount }) => ({ paymentId: created!.id, invoiceId, centAmount: amount })),
          ),
        db
          .update(invoices)
          .set({ pendingCentAmount: sql`${invoices.pendingCentAmount} + ${byInvoice(amounts, 'int')}` })
          .where(inArray(invoices.id, [...amounts.keys()])),
      ]);
      return created!;
    },

    async findById(id: string): Promise<InvoicePaymentRecord | undefined> {
      const [found] = await db.select().from(invoicePayments).where(eq(invoicePayments.id, id));
      return found;
    },

    async findByGatewayKey(gatewayKey: string): Promise<InvoicePaymentRecord | undefined> {
      const [found] = await db.select().from(invoicePayments).where(eq(invoicePayments.gatewayKey, gatewayKey));
      return found;
    },

    /** Locks the payment while it is still Pending; undefined once someone else finished it. */
    async lockPending(id: string): Promise<InvoicePaymentRecord | undefined> {
      const [found] = await db
        .select()
        .from(invoicePayments)
        .where(and(eq(invoicePayments.id, id), eq(invoicePayments.state, 'Pending')))
        .for('update');
      return found;
    },

    /** Keeps the authorization the gateway approved for a charge, so a payment released later can void it. */
    async recordAuthorization(id: string, authorizationId: string) {
      await db
        .update(invoicePayments)
        .set({ gatewayAuthorizationId: authorizationId })
        .where(and(eq(invoicePayments.id, id), eq(invoicePayments.state, 'Pending')));
    },

    /** The locked Pending payment succeeded: its holds become payments on its invoices. */
    async succeed(payment: InvoicePaymentRecord, authorizationId: string, at: Date) {
      const [[succeeded], applied] = await Promise.all([
        db
          .update(invoicePayments)
          .set({ state: 'Succeeded', gatewayAuthorizationId: authorizationId, finishedAt: at })
          .where(eq(invoicePayments.id, payment.id))
          .returning(),
        applyHolds(payment.id, at, { paid: true }),
      ]);
      return { payment: succeeded!, allocations: applied };
    },

    /** The locked Pending payment failed: its holds are released and nothing is applied. */
    async fail(payment: InvoicePaymentRecord, failure: { code: string; message: string }, at: Date) {
      const [[failed], released] = await Promise.all([
        db
          .update(invoicePayments)
          .set({ state: 'Failed', failureCode: failure.code, failureMessage: failure.message, finishedAt: at })
          .where(eq(invoicePayments.id, payment.id))
          .returning(),
        applyHolds(payment.id, at, { paid: false }),
      ]);
      return { payment: failed!, allocations: released };
    },

    /** The orders whose invoices the payment pays, in id order (the order locks are taken in), without duplicates. */
    async ordersOf(paymentId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ orderId: invoices.orderId })
        .from(invoicePaymentAllocations)
        .innerJoin(invoices, eq(invoices.id, invoicePaymentAllocations.invoiceId))
        .where(and(eq(invoicePaymentAllocations.paymentId, paymentId), isNotNull(invoices.orderId)))
        .orderBy(asc(invoices.orderId));
      return rows.map((row) => row.orderId!);
    },

    /** A settled payment's allocations with their invoices as they stand now, in invoice id order. */
    async appliedAllocations(paymentId: string): Promise<AppliedAllocation[]> {
      const rows = await db
        .select({ invoice: invoices, amount: invoicePaymentAllocations.centAmount })
        .from(invoicePaymentAllocations)
        .innerJoin(invoices, eq(invoices.id, invoicePaymentAllocations.invoiceId))
        .where(eq(invoicePaymentAllocations.paymentId, paymentId))
        .orderBy(asc(invoices.id));
      return rows;
    },

    /**
     * Pending payments whose lease ran out (the request that made them died or gave up), leased anew to this worker
     * with FOR UPDATE SKIP LOCKED, so concurrent workers split them and never take the same one.
     */
    async claimAbandoned({ now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }) {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: invoicePayments.id })
          .from(invoicePayments)
          .where(and(eq(invoicePayments.state, 'Pending'), lte(invoicePayments.leaseUntil, now)))
          .orderBy(invoicePayments.leaseUntil, invoicePayments.id)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(invoicePayments)
          .set({
            leaseUntil: new Date(now.getTime() + leaseMs),
            recoveryAttempts: sql`${invoicePayments.recoveryAttempts} + 1`,
          })
          .where(
            inArray(
              invoicePayments.id,
              due.map(({ id }) => id),
            ),
          )
          .returning();
      });
    },
  };
}

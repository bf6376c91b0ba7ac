import type { InvoicePayment, InvoicePaymentRequest } from '@chairside/contracts';
import {
  customerRepository,
  invoicePaymentRepository,
  type Db,
  type InvoicePaymentRecord,
  type SavedCardRecord,
} from '@chairside/db';
import { allocationProblem, paymentTotal, todayIn, type PayableInvoice } from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SubjectContext } from '../../access/request-context';
import { resourceNotFound } from '../../http/api-error';
import type { IdempotencyContext } from '../../http/idempotency';
import { isUuid } from '../../ids/uuid';
import type { Mailer } from '../mail/mailer';
import { cardPayments } from '../payments/card-payments';
import type { BoundedGateway } from '../payments/payment-gateway';
import { allocationError, invoicePaymentErrors } from './invoice-payment-errors';
import { invoicePaymentSettlement, type PaymentSettled } from './invoice-payment-settlement';
import { invoiceReceiptMail } from './invoice-receipt-mail';

/** How long a payment belongs to its request before the recovery job may finish it (well past the gateway timeout). */
export const invoicePaymentLeaseMs = 60_000;

export interface InvoicePaymentsOptions {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The distributor's time zone: the receipt's date and the invoices' Overdue status. */
  timeZone: string;
}

/** The request's Idempotency-Key (required) and the hook that stores the reply inside the payment's transaction. */
export interface PaymentKey extends IdempotencyContext {
  key: string;
}

/**
 * POST /mw/invoice-payments: one card charge over any of an office's invoices, any amount up to what may still be paid
 * on each. The card is checked first; one short transaction locks the invoices, checks the allocations and holds their
 * amounts (a Pending payment); the gateway is asked with no transaction open; a second short transaction applies the
 * payment or releases the holds (invoice-payment-settlement.ts). The receipt mail goes out after commit.
 */
export function invoicePaymentsService(
  db: Db,
  gateway: BoundedGateway,
  { mailer, log, timeZone }: InvoicePaymentsOptions,
) {
  const payments = cardPayments(gateway, { log });
  const settlement = invoicePaymentSettlement(db, payments, { log, timeZone });

  async function sendReceipt(settled: Extract<PaymentSettled, { status: 'succeeded' }>) {
    const { payment, receipt } = settled;
    const customer = payment.customerId ? await customerRepository(db).findById(payment.customerId) : undefined;
    if (!customer?.email) return;
    const paidOn = todayIn(timeZone, payment.finishedAt ?? payment.createdAt);
    await mailer.send(invoiceReceiptMail(receipt, paidOn, customer.email));
  }

  /** Sends the receipt of a payment this process settled, never failing the payment for it. */
  function afterSettled(settled: PaymentSettled) {
    if (settled.status !== 'succeeded' || !settled.fresh || settled.payment.kind !== 'charge') return;
    sendReceipt(settled).catch((error: unknown) =>
      log.error({ err: error, paymentId: settled.payment.id }, 'invoice payment receipt mail failed'),
    );
  }

  /**
   * The transaction that checks the allocations and holds their amounts. The invoices are locked FOR UPDATE in id
   * order (two payments over overlapping invoices queue instead of deadlocking) and the amounts are held before the
   * card is charged: of two payments racing for the last of an invoice's balance, the later one finds it held and is
   * refused (409 InvoiceBalanceExceeded) before its card is charged, never reduced silently to what is left. The
   * invoices' check constraint (paid + credited + pending ≤ total) backs this up.
   */
  async function hold(
    context: SubjectContext,
    { allocations }: InvoicePaymentRequest,
    card: SavedCardRecord,
    gatewayKey: string,
  ): Promise<InvoicePaymentRecord> {
    const ids = allocations.map(({ invoice_id }) => invoice_id);
    const malformed = ids.find((id) => !isUuid(id));
    if (malformed !== undefined) throw resourceNotFound(malformed);
    const { offices } = await context.offices();
    return db.transaction(async (tx) => {
      const repository = invoicePaymentRepository(tx);
      const locked = await repository.lockInvoices(
        [...new Set(ids)],
        offices.map(({ id }) => id),
      );
      const invoices = new Map(locked.map((invoice) => [invoice.id, invoice]));
      // Another office's invoice is as unknown as one that does not exist.
      const unknown = ids.find((id) => !invoices.has(id));
      if (unknown !== undefined) throw resourceNotFound(unknown);
      if (new Set(locked.map(({ businessUnitId }) => businessUnitId)).size > 1)
        throw invoicePaymentErrors.officesMixed();
      const payable = new Map<string, PayableInvoice>(
        locked.map(({ id, invoiceNumber, status, payable }) => [id, { id, number: invoiceNumber, status, payable }]),
      );
      const drafts = allocations.map(({ invoice_id, amount }) => ({ invoiceId: invoice_id, amount }));
      const [first] = locked;
      const problem = allocationProblem(drafts, payable, first?.currencyCode);
      if (problem) throw allocationError(problem, payable);
      return repository.create(
        {
          businessUnitId: first!.businessUnitId,
          customerId: context.subject.customerId,
          kind: 'charge',
          gatewayKey,
          cardId: card.id,
          cardBrand: card.brand,
          cardLast4: card.last4,
          centAmount: paymentTotal(drafts),
          currencyCode: first!.currencyCode,
          leaseUntil: new Date(context.now.getTime() + invoicePaymentLeaseMs),
        },
        drafts,
      );
    });
  }

  return {
    async pay(
      context: SubjectContext,
      body: InvoicePaymentRequest,
      { key, completeWithin }: PaymentKey,
    ): Promise<InvoicePayment> {
      const { now: at, subject } = context;
      // One charge per Idempotency-Key: a retry whose answer was lost (a gateway timeout, a crash) finds the payment it
      // made and resumes it under the same gateway keys instead of making a second one.
      const gatewayKey = `invoice-payment:${subject.customerId}:${key}`;
      const earlier = await invoicePaymentRepository(db).findByGatewayKey(gatewayKey);
      const payment =
        earlier ??
        (await hold(context, body, await payments.usableCard(db, subject.customerId, body.card_uuid, at), gatewayKey));
      const settled = await settlement.settle(payment, { at, completeWithin });
      if (settled.status === 'failed') throw settled.error;
      afterSettled(settled);
      return settled.receipt;
    },

    /** For the recovery job: finishes a payment its request left Pending (throws while the gateway gives no answer). */
    async settleAbandoned(payment: InvoicePaymentRecord, at: Date): Promise<'succeeded' | 'failed'> {
      const settled = await settlement.settle(payment, { at });
      afterSettled(settled);
      return settled.status;
    },

    releaseAbandoned: (payment: InvoicePaymentRecord, at: Date) => settlement.release(payment, at),

    /** Also finishes a shipped card order's capture (order-states.service.ts). */
    settlement,
  };
}

export type InvoicePaymentsService = ReturnType<typeof invoicePaymentsService>;

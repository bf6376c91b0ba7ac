import type { InvoicePayment } from '@chairside/contracts';
import {
  invoicePaymentRepository,
  orderRepository,
  savedCardRepository,
  type Db,
  type AppliedAllocation,
  type InvoicePaymentRecord,
  type OrderRecord,
} from '@chairside/db';
import { todayIn, transitionPath, type PaymentState } from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import { resourceNotFound, type ApiError } from '../../http/api-error';
import type { IdempotencyContext } from '../../http/idempotency';
import { gatewayFailed } from '../payments/card-errors';
import type { CardPayments } from '../payments/card-payments';
import { invoicePaymentErrors } from './invoice-payment-errors';
import { toReceipt } from './invoice-receipt';

/** What the gateway decided about a payment: charged (with its authorization), or refused for sure. */
type GatewayOutcome = { status: 'charged'; authorizationId: string } | { status: 'refused'; error: ApiError };

/**
 * How a payment ended: succeeded with its receipt (`fresh` when this call settled it, so it alone sends the receipt
 * mail), or failed with the answer for the client.
 */
export type PaymentSettled =
  | { status: 'succeeded'; receipt: InvoicePayment; payment: InvoicePaymentRecord; fresh: boolean }
  | { status: 'failed'; error: ApiError };

export interface SettleOptions {
  at: Date;
  /** Stores the request's idempotent reply in the payment's transaction (absent for the recovery job and shipping). */
  completeWithin?: IdempotencyContext['completeWithin'];
}

const amountOf = (payment: InvoicePaymentRecord) => ({
  centAmount: payment.centAmount,
  currencyCode: payment.currencyCode,
});

/**
 * Finishing an invoice payment (see invoice_payments): ask the gateway under the payment's keys, then a short
 * transaction that applies it (holds become payments) or releases it (holds given back). No transaction is open while
 * the gateway is asked. The request that made the payment, its retry with the same Idempotency-Key, the recovery job
 * and, for a card order's capture, the shipment that issued the invoice all finish it the same way; the payment's
 * conditional state change lets exactly one of them do it, and the gateway's idempotency keys make asking again
 * harmless (the card is charged once).
 */
export function invoicePaymentSettlement(
  db: Db,
  payments: CardPayments,
  { log, timeZone }: { log: FastifyBaseLogger; timeZone: string },
) {
  /** A charge is authorized then captured; a card order's invoice captures the order's authorization. */
  async function ask(payment: InvoicePaymentRecord): Promise<GatewayOutcome> {
    if (payment.kind === 'capture') {
      const authorizationId = payment.gatewayAuthorizationId!;
      const captured = await payments.capture(authorizationId, amountOf(payment), payment.gatewayKey);
      return captured.status === 'done' ? { status: 'charged', authorizationId } : captured;
    }
    const card =
      payment.customerId && payment.cardId
        ? await savedCardRepository(db).findOwned(payment.customerId, payment.cardId)
        : undefined;
    // The card was deleted while the payment waited: nothing can be authorized any more.
    if (!card) return { status: 'refused', error: resourceNotFound(payment.cardId ?? '') };
    const authorized = await payments.authorize(card, amountOf(payment), payment.gatewayKey);
    if (authorized.status === 'refused') return authorized;
    const { authorizationId } = authorized.authorization;
    await invoicePaymentRepository(db).recordAuthorization(payment.id, authorizationId);
    const captured = await payments.capture(authorizationId, amountOf(payment), `${payment.gatewayKey}:capture`);
    if (captured.status === 'done') return { status: 'charged', authorizationId };
    await voidQuietly(payment, authorizationId);
    return captured;
  }

  /** Gives an authorization that will never be captured back to the card; a failure only costs a lapse at the gateway. */
  async function voidQuietly(payment: InvoicePaymentRecord, authorizationId: string) {
    await payments
      .void(authorizationId, `${payment.gatewayKey}:void`)
      .catch((error: unknown) =>
        log.error(
          { err: error, paymentId: payment.id },
          'could not void the authorization of a failed invoice payment',
        ),
      );
  }

  /**
   * An order's payment state follows its invoice: a capture to Paid or Failed, an invoice paid on the portal to
   * PartiallyPaid or Paid (a failed capture through BalanceDue), each step through the table with a history entry. A
   * state the table cannot reach from where a back office moved the order is left alone.
   */
  async function followOnOrder(tx: Db, order: OrderRecord, to: PaymentState, at: Date) {
    const path = transitionPath('payment', order.paymentState ?? '', to);
    if (!path) {
      log.warn(
        { orderId: order.id, from: order.paymentState, to },
        'order payment state left as it is after a payment',
      );
      return;
    }
    if (path.length === 0) return;
    const entries = path.map((state) => ({ state, note: 'Payment' }));
    await orderRepository(tx).changeStates(order, { paymentState: path.at(-1)! }, entries, at);
  }

  /** Where the order of each settled invoice goes: a capture's outcome, or what the invoice now owes. */
  function orderTargets(payment: InvoicePaymentRecord, applied: AppliedAllocation[] | undefined) {
    const targets = new Map<string, PaymentState>();
    for (const { invoice } of applied ?? []) {
      if (!invoice.orderId || invoice.status === 'Void') continue;
      if (payment.kind === 'capture') targets.set(invoice.orderId, invoice.status === 'Paid' ? 'Paid' : 'Failed');
      else if (invoice.status === 'Paid' || invoice.status === 'PartiallyPaid')
        targets.set(invoice.orderId, invoice.status);
    }
    return targets;
  }

  /**
   * Applies or releases the payment in one short transaction; undefined when another process finished it first. The
   * order (for a capture) is locked before the payment and its invoices, as a shipment update locks its order before
   * the invoice, so the two never wait on each other in a circle.
   */
  async function finish(
    payment: InvoicePaymentRecord,
    outcome: GatewayOutcome,
    { at, completeWithin }: SettleOptions,
  ): Promise<PaymentSettled | undefined> {
    // Read before any lock: the orders are locked before the payment and its invoices, in id order.
    const orderIds = await invoicePaymentRepository(db).ordersOf(payment.id);
    return db.transaction(async (tx): Promise<PaymentSettled | undefined> => {
      const orders = new Map<string, OrderRecord>();
      for (const orderId of orderIds) {
        const order = await orderRepository(tx).lock(orderId);
        if (order) orders.set(orderId, order);
      }
      const follow = async (targets: Map<string, PaymentState>) => {
        for (const [orderId, to] of targets) {
          const order = orders.get(orderId);
          if (order) await followOnOrder(tx, order, to, at);
        }
      };
      const repository = invoicePaymentRepository(tx);
      const held = await repository.lockPending(payment.id);
      if (!held) return undefined;
      if (outcome.status === 'refused') {
        const failed = await repository.fail(held, { code: outcome.error.code, message: outcome.error.message }, at);
        await follow(orderTargets(held, failed.allocations));
        return { status: 'failed', error: outcome.error };
      }
      const succeeded = await repository.succeed(held, outcome.authorizationId, at);
      await follow(orderTargets(held, succeeded.allocations));
      const receipt = toReceipt(succeeded.payment, succeeded.allocations, todayIn(timeZone, at));
      await completeWithin?.(tx, { status: 201, body: receipt });
      return { status: 'succeeded', receipt, payment: succeeded.payment, fresh: true };
    });
  }

  /** The outcome of a finished payment: its receipt, or 409 when it ended without charging the card. */
  async function outcomeOf(paymentId: string, at: Date): Promise<PaymentSettled> {
    const repository = invoicePaymentRepository(db);
    const payment = await repository.findById(paymentId);
    if (payment?.state !== 'Succeeded') return { status: 'failed', error: invoicePaymentErrors.paymentEnded() };
    const receipt = toReceipt(payment, await repository.appliedAllocations(payment.id), todayIn(timeZone, at));
    return { status: 'succeeded', receipt, payment, fresh: false };
  }

  return {
    /**
     * Asks the gateway about the payment (again, under its keys: a repeat never charges twice) and finishes it. An
     * unknown outcome (timeout, no answer) throws (504/502) and leaves it Pending, for a retry with the same
     * Idempotency-Key or the recovery job.
     */
    async settle(payment: InvoicePaymentRecord, options: SettleOptions): Promise<PaymentSettled> {
      if (payment.state !== 'Pending') return outcomeOf(payment.id, options.at);
      const outcome = await ask(payment);
      const settled = await finish(payment, outcome, options);
      if (settled) return settled;
      // Finished meanwhile by another process (asking the same keys, so with the same charge): keep its outcome.
      const finished = await outcomeOf(payment.id, options.at);
      if (finished.status === 'failed' && outcome.status === 'charged')
        log.error({ paymentId: payment.id }, 'an invoice payment ended Failed after its card was charged: refund it');
      return finished;
    },

    /**
     * Gives up on a payment the gateway never answered for (the recovery job, after its attempts): released as Failed,
     * and a charge's authorization, when one is known, voided. False when it was finished meanwhile.
     */
    async release(payment: InvoicePaymentRecord, at: Date): Promise<boolean> {
      const released = await finish(payment, { status: 'refused', error: gatewayFailed() }, { at });
      if (!released) return false;
      const current = await invoicePaymentRepository(db).findById(payment.id);
      if (payment.kind === 'charge' && current?.gatewayAuthorizationId)
        await voidQuietly(payment, current.gatewayAuthorizationId);
      return true;
    },
  };
}

export type InvoicePaymentSettlement = ReturnType<typeof invoicePaymentSettlement>;

import {
  customerRepository,
  replenishPlanRepository,
  replenishRunRepository,
  type Db,
  type OrderDetails,
  type OrderPlacedBy,
  type ReplenishPlanRecord,
} from '@chairside/db';
import { dueDates, failedRunRetry, todayIn, type PlanSchedule } from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import { orderConfirmations } from '../../checkout/order-confirmations';
import { cardPlacements, type SettleOptions } from '../../checkout/card-placement';
import type { Mail, Mailer } from '../../mail/mailer';
import { cardPayments } from '../../payments/card-payments';
import type { BoundedGateway } from '../../payments/payment-gateway';
import { reservePlanOrder, type RecordPlaced } from './plan-order';
import type { RunFailure } from './run-failure';
import { runFailureOf } from './run-failure';
import { attentionMail, missedDatesMail, planPageUrl } from './run-mails';

export interface RunnerOptions {
  mailer: Mailer;
  log: FastifyBaseLogger;
  timeZone: string;
  storefrontUrl: string;
}

export type RunOutcome =
  | { outcome: 'placed'; order: OrderDetails }
  | { outcome: 'exists'; orderId: string; orderNumber: string }
  | { outcome: 'skipped' | 'not-due' | 'changed' | 'pending' }
  | { outcome: 'failed'; failure: RunFailure };

const scheduleOf = (plan: ReplenishPlanRecord): PlanSchedule => plan;

/**
 * One REPLENISH run of a plan: the order for its due date placed through the order engine as a checkout would
 * (plan-order.ts, then the card placement path), or the plan marked NeedsAttention. The worker runs it for claimed
 * plans; "order now" for today. Exactly one order per plan and date comes from the orders' unique (plan, date).
 */
export function replenishRunner(
  db: Db,
  gateway: BoundedGateway,
  { mailer, log, timeZone, storefrontUrl }: RunnerOptions,
) {
  const payments = cardPayments(gateway, { log });
  const placements = cardPlacements(db, payments, log);
  const plans = replenishPlanRepository(db);
  const confirmations = orderConfirmations(db, mailer, log);

  function send(mail: Mail, planId: string) {
    mailer.send(mail).catch((error: unknown) => log.error({ err: error, planId }, 'replenish mail failed'));
  }

  async function emailOf(plan: ReplenishPlanRecord) {
    return (await customerRepository(db).findById(plan.customerId))?.email;
  }

  /** The plan moves past the date it ordered (or skipped) for, as it is now: a date the customer moved ahead stays. */
  async function advance(planId: string, now: Date, { ordered }: { ordered: boolean }) {
    await db.transaction(async (tx) => {
      const current = await replenishRunRepository(tx).lock(planId);
      const due = current && dueDates(scheduleOf(current), todayIn(timeZone, now));
      if (!due) return replenishPlanRepository(tx).release(planId);
      await replenishPlanRepository(tx).markPlaced(planId, { ...due.next, at: now });
      if (ordered) await replenishRunRepository(tx).clearSkipNext(planId);
    });
  }

  async function needsAttention(plan: ReplenishPlanRecord, date: string, failure: RunFailure, now: Date) {
    const retry = failedRunRetry(
      { needsAttention: plan.status === 'NeedsAttention', retriesLeft: plan.retriesLeft },
      now,
    );
    await plans.markAttention(plan.cartId, { reason: failure.reason, message: failure.message, ...retry, at: now });
    const to = await emailOf(plan);
    if (to)
      send(
        attentionMail(to, {
          date,
          message: failure.message,
          retriesLeft: retry.retriesLeft,
          link: planPageUrl(storefrontUrl, plan.cartId),
        }),
        plan.cartId,
      );
  }

  /** Places the order of `date`; `fresh` when this call wrote it (and so sends its confirmation). */
  async function place(
    plan: ReplenishPlanRecord,
    date: string,
    now: Date,
    stillDue: (locked: ReplenishPlanRecord) => boolean,
    record?: RecordPlaced,
    placedBy: OrderPlacedBy | null = null,
  ): Promise<RunOutcome> {
    const reserved = await reservePlanOrder(db, payments, plan, date, timeZone, now, stillDue, record, placedBy);
    switch (reserved.kind) {
      case 'placed':
        confirmations.send(reserved.order);
        return { outcome: 'placed', order: reserved.order };
      case 'exists':
        return { outcome: 'exists', orderId: reserved.orderId, orderNumber: reserved.orderNumber };
      case 'failed':
        return { outcome: 'failed', failure: reserved.failure };
      case 'in-flight':
        return { outcome: 'pending' };
      case 'changed':
        return { outcome: 'changed' };
    }
    let settled;
    try {
      // No transaction is open while the gateway decides.
      // The card path's reply is checkout's ({order}): "order now" records its own from that order.
      const completeWithin: SettleOptions['completeWithin'] =
        record && ((tx, reply) => record(tx, (reply.body as { order: { id: string; orderNumber: string } }).order));
      settled = await placements.settle(reserved.placement, { at: now, completeWithin });
    } catch (error) {
      // No answer: the placement stays Reserved for the recovery job; the plan's lease keeps other runs off.
      log.warn({ err: error, planId: plan.cartId }, 'replenish card placement without a gateway answer');
      return { outcome: 'pending' };
    }
    if (settled.status === 'released') {
      // The order's own cart was given back: it is nobody's, drop it (with its placement).
      await replenishRunRepository(db).dropReleasedCart(reserved.placement.cartId);
      return { outcome: 'failed', failure: runFailureOf(settled.error) };
    }
    if (settled.fresh) confirmations.send(settled.order);
    return settled.fresh
      ? { outcome: 'placed', order: settled.order }
      : { outcome: 'exists', orderId: settled.order.order.id, orderNumber: settled.order.order.orderNumber };
  }

  return {
    /**
     * The run of a claimed plan at `now`: the newest due date ordered (older ones passed in downtime are mailed as
     * missed), a skipped date passed over, or the plan marked NeedsAttention. Releases the claim except while a card
     * placement waits for the gateway.
     */
    async run(plan: ReplenishPlanRecord, now: Date): Promise<RunOutcome> {
      const today = todayIn(timeZone, now);
      const due = dueDates(scheduleOf(plan), today);
      if (!due) {
        await plans.release(plan.cartId);
        return { outcome: 'not-due' };
      }
      // A date moved or skipped since the claim is the customer's newer word: that run is not placed.
      const stillDue = (locked: ReplenishPlanRecord) => dueDates(scheduleOf(locked), today)?.place === due.place;
      const result: RunOutcome = due.place ? await place(plan, due.place, now, stillDue) : { outcome: 'skipped' };
      if (result.outcome === 'failed') await needsAttention(plan, due.place!, result.failure, now);
      else if (result.outcome === 'changed') await plans.release(plan.cartId);
      else if (result.outcome !== 'pending' && result.outcome !== 'not-due')
        await advance(plan.cartId, now, { ordered: result.outcome !== 'skipped' });
      // Told once, by the run that passed the dates.
      if (due.missed.length > 0 && (result.outcome === 'placed' || result.outcome === 'skipped')) {
        const to = await emailOf(plan);
        if (to)
          send(
            missedDatesMail(to, {
              missed: due.missed,
              placed: due.place,
              link: planPageUrl(storefrontUrl, plan.cartId),
            }),
            plan.cartId,
          );
      }
      return result;
    },

    /**
     * "Order now": today's order of the plan, at once. When the plan was due it takes that date's place (the plan
     * advances); otherwise it is an extra order and the schedule stays. `record` stores the request's reply with the
     * order; `placedBy` names the representative placing it for the customer.
     */
    async orderNow(
      plan: ReplenishPlanRecord,
      now: Date,
      record?: RecordPlaced,
      placedBy: OrderPlacedBy | null = null,
    ): Promise<RunOutcome> {
      const today = todayIn(timeZone, now);
      const result = await place(plan, today, now, () => true, record, placedBy);
      if (result.outcome === 'placed' && dueDates(scheduleOf(plan), today))
        await advance(plan.cartId, now, { ordered: true });
      return result;
    },
  };
}

export type ReplenishRunner = ReturnType<typeof replenishRunner>;

import type { planOrderNowResponseSchema } from '@chairside/contracts';
import { replenishPlanRepository, type Db } from '@chairside/db';
import { messages } from '@chairside/domain';
import type { SubjectContext } from '../../../access/request-context';
import { ApiError, resourceNotFound } from '../../../http/api-error';
import type { IdempotencyContext } from '../../../http/idempotency';
import { placedByOf } from '../../checkout/placed-by';
import type { ReplenishRunner } from './replenish-runner';
import type { RunFailure } from './run-failure';
import type { z } from 'zod';

type PlanOrderNowResponse = z.infer<typeof planOrderNowResponseSchema>;

/** Refusals the runner made itself (no engine error behind them), as the codes checkout answers for the same. */
const failureStatus: Record<RunFailure['reason'], { status: number; code: ApiError['code'] }> = {
  CardDeclined: { status: 400, code: 'CardDeclined' },
  CardMissing: { status: 400, code: 'InvalidOperation' },
  AddressNotEligible: { status: 400, code: 'AddressNotEligible' },
  NoActiveDeaLicense: { status: 400, code: 'DeaLicenseRequired' },
  ItemDiscontinued: { status: 400, code: 'MatchingPriceNotFound' },
  NoOrderableItems: { status: 400, code: 'InvalidOperation' },
  PaymentServiceUnavailable: { status: 502, code: 'PaymentGatewayError' },
  CheckoutNotAllowed: { status: 400, code: 'CheckoutNotApproved' },
};

const replyOf = (order: { id: string; orderNumber: string }): PlanOrderNowResponse => ({
  order_id: order.id,
  order_number: order.orderNumber,
});

const answerOf = (failure: RunFailure) => {
  if (failure.error) return failure.error;
  const { status, code } = failureStatus[failure.reason];
  return new ApiError(status, code, failure.message);
};

/**
 * "Order now" (POST /ct/plans/{id}/orders): today's order of the customer's plan through the scheduler's own runner,
 * so the one order per plan and date holds between the two. Nothing here marks the plan NeedsAttention: the customer
 * is told at once.
 */
export function orderNowService(db: Db, runner: ReplenishRunner) {
  const plans = replenishPlanRepository(db);
  return {
    async place(
      context: SubjectContext,
      planId: string,
      completeWithin: IdempotencyContext['completeWithin'],
    ): Promise<PlanOrderNowResponse> {
      const found = await plans.findOwned(planId, context.subject.customerId);
      if (!found) throw resourceNotFound(planId);
      // The reply is stored with the order: a retry after a crash between the two replays it (as checkout's does).
      const result = await runner.orderNow(
        found.plan,
        context.now,
        (tx, order) => completeWithin(tx, { status: 201, body: replyOf(order) }),
        placedByOf(context),
      );
      switch (result.outcome) {
        case 'placed':
          return replyOf(result.order.order);
        case 'exists':
          throw new ApiError(
            409,
            'InvalidOperation',
            `Today's order of this plan has already been placed (order ${result.orderNumber}).`,
            { orderId: result.orderId, orderNumber: result.orderNumber },
          );
        case 'failed':
          throw answerOf(result.failure);
        case 'pending':
          // A card payment of today's order is still with the gateway: the same answer as checkout's.
          throw new ApiError(409, 'InvalidOperation', messages.paymentInProgress);
        default:
          throw new ApiError(
            409,
            'InvalidOperation',
            'This plan is paused or has just changed. Reload it and try again.',
          );
      }
    },
  };
}

export type OrderNowService = ReturnType<typeof orderNowService>;

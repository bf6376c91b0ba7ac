import {
  cartRepository,
  createOrder,
  discountCodeRepository,
  orderPlacementRepository,
  orderRepository,
  releaseStock,
  savedCardRepository,
  type Db,
  type OrderDetails,
  type OrderPayment,
  type OrderPlacementRecord,
} from '@chairside/db';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError, resourceNotFound } from '../../http/api-error';
import type { IdempotencyContext } from '../../http/idempotency';
import { CartDraft, changeState, writeLocked } from '../order-engine';
import { toOrder } from '../orders/orders.mapper';
import type { CardAuthorization, CardPayments } from '../payments/card-payments';
import type { OrderDraft } from './order-input';

/** The order's payment record for a card the gateway authorized. */
function cardPaymentOf({ card, authorizationId }: CardAuthorization): OrderPayment {
  return {
    method: 'card',
    cardId: card.id,
    brand: card.brand,
    last4: card.last4,
    gatewayAuthorizationId: authorizationId,
  };
}

const placementEnded = () =>
  new ApiError(
    409,
    'InvalidOperation',
    'This payment attempt has ended without an order. Review your cart and place the order again.',
  );

/** Moves the placement's cart out of Frozen (to Ordered or back to Active) inside the caller's transaction. */
async function moveCart(tx: Db, placement: OrderPlacementRecord, to: 'Ordered' | 'Active') {
  const cart = await cartRepository(tx).lockOwned(placement.cartId, { customerId: placement.customerId });
  if (!cart || cart.cartState !== 'Frozen') return;
  const draft = new CartDraft(cart, []);
  draft.set({ cartState: changeState('cart', cart.cartState, to) });
  await writeLocked(tx, draft);
}

/**
 * How a placement ended: with its order (`fresh` when this call wrote it, so it alone sends the confirmation), or
 * released with the answer for the client.
 */
export type Settled =
  { status: 'placed'; order: OrderDetails; fresh: boolean } | { status: 'released'; error: ApiError };

export interface SettleOptions {
  at: Date;
  /** Stores the request's idempotent reply in the order's transaction (absent when the recovery job settles). */
  completeWithin?: IdempotencyContext['completeWithin'];
}

/**
 * Finishing a card placement (see order_placements): ask the gateway, then a short transaction that either creates
 * the order or gives the reservation back. No transaction is open while the gateway is asked. The request that
 * reserved the placement, a retry with its Idempotency-Key and the recovery job all finish it the same way; the
 * placement's conditional state change lets exactly one of them do it.
 */
export function cardPlacements(db: Db, payments: CardPayments, log: FastifyBaseLogger) {
  const placements = orderPlacementRepository(db);

  /** Gives back what the placement held (stock, discount-code uses, the cart); false when it was finished already. */
  async function release(placement: OrderPlacementRecord, at: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const held = await orderPlacementRepository(tx).lockReserved(placement.id);
      if (!held) return false;
      await releaseStock(tx, held.stockTakes);
      await discountCodeRepository(tx).releaseApplications(held.discountCodeIds);
      await moveCart(tx, held, 'Active');
      await orderPlacementRepository(tx).finish(held.id, { state: 'Released' }, at);
      return true;
    });
  }

  /** Creates the order of an approved placement; undefined when another process finished the placement first. */
  async function commit(
    placement: OrderPlacementRecord,
    authorization: CardAuthorization,
    { at, completeWithin }: SettleOptions,
  ): Promise<OrderDetails | undefined> {
    return db.transaction(async (tx) => {
      const held = await orderPlacementRepository(tx).lockReserved(placement.id);
      if (!held) return undefined;
      const created = await createOrder(tx, {
        ...(held.orderInput as unknown as OrderDraft),
        payment: cardPaymentOf(authorization),
        completedAt: at,
      });
      if (created.outcome !== 'created') throw new Error(`cart ${held.cartId} of a Reserved placement was ordered`);
      await moveCart(tx, held, 'Ordered');
      await orderPlacementRepository(tx).finish(held.id, { state: 'Placed', orderId: created.order.order.id }, at);
      await completeWithin?.(tx, { status: 201, body: { order: toOrder(created.order) } });
      return created.order;
    });
  }

  /** The outcome of a finished placement: its order, or 409 when it ended without one. */
  async function outcomeOf(placementId: string): Promise<Settled> {
    const finished = await placements.findById(placementId);
    const order = finished?.orderId ? await orderRepository(db).findById(finished.orderId) : undefined;
    return order ? { status: 'placed', order, fresh: false } : { status: 'released', error: placementEnded() };
  }

  return {
    /**
     * Asks the gateway for the placement's authorization (again, under its key: a repeat never charges twice) and
     * finishes it: the order when approved, the reservation released (with the client's answer) when refused. An
     * unknown outcome (timeout) throws and leaves the placement Reserved, for the client's retry with the same key or
     * the recovery job.
     */
    async settle(placement: OrderPlacementRecord, options: SettleOptions): Promise<Settled> {
      if (placement.state !== 'Reserved') return outcomeOf(placement.id);
      const card = await savedCardRepository(db).findOwned(placement.customerId, placement.cardId);
      if (!card) {
        // The card was deleted while the placement waited: nothing can be authorized any more.
        await release(placement, options.at);
        return { status: 'released', error: resourceNotFound(placement.cardId) };
      }
      const amount = { centAmount: placement.centAmount, currencyCode: placement.currencyCode };
      const outcome = await payments.authorize(card, amount, placement.gatewayKey);
      if (outcome.status === 'refused') {
        await release(placement, options.at);
        return { status: 'released', error: outcome.error };
      }
      const order = await commit(placement, outcome.authorization, options);
      if (order) return { status: 'placed', order, fresh: true };
      // Finished meanwhile by another process: keep its outcome, and void what this one got if it has no order.
      const settled = await outcomeOf(placement.id);
      if (settled.status === 'released') {
        await payments
          .void(outcome.authorization.authorizationId, `${placement.gatewayKey}:void`)
          .catch((error) =>
            log.error({ err: error, placementId: placement.id }, 'could not void an authorization without order'),
          );
      }
      return settled;
    },

    release,
  };
}

export type CardPlacements = ReturnType<typeof cardPlacements>;

import { randomUUID } from 'node:crypto';
import type { PlaceOrderRequest, PlaceOrderResponse } from '@chairside/contracts';
import {
  cartRepository,
  createOrder,
  customerRepository,
  orderPlacementRepository,
  reserveStock,
  type CartRecord,
  type Db,
  type OfficeRecord,
  type OrderDetails,
  type OrderPlacementRecord,
} from '@chairside/db';
import type { PaymentChoice } from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SubjectContext, SubjectOffices } from '../../access/request-context';
import { resourceNotFound, type ApiError } from '../../http/api-error';
import type { IdempotencyContext } from '../../http/idempotency';
import type { Mailer } from '../mail/mailer';
import {
  assertDeaCleared,
  assertMayCheckOut,
  CartDraft,
  changeState,
  orderableAddress,
  pricingTargetOf,
  repriceForOrder,
  settleTotals,
  writeLocked,
  type SettledCodes,
} from '../order-engine';
import { toOrder } from '../orders/orders.mapper';
import { cardPayments } from '../payments/card-payments';
import { cardPlacements, type Settled } from './card-placement';
import type { BoundedGateway } from '../payments/payment-gateway';
import { checkoutErrors } from './checkout-errors';
import { orderConfirmations } from './order-confirmations';
import { orderInputOf } from './order-input';
import { placedByOf } from './placed-by';

export interface PlaceOrderOptions {
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** The request's Idempotency-Key (when sent) and the hook that stores the reply inside the order's transaction. */
export interface PlacementKey extends IdempotencyContext {
  key: string | undefined;
}

/** The locked cart a placement works on, with the office it is placed in. */
interface Placement {
  draft: CartDraft;
  office: OfficeRecord;
}

/** Locks the subject's cart with its lines and checks it can be ordered at all. */
async function lockPlaceableCart(tx: Db, customerId: string, cartId: string, office: OfficeRecord | undefined) {
  const found = await cartRepository(tx).lockWithLines(cartId, { customerId });
  if (!found) throw resourceNotFound(cartId);
  if (found.cart.cartState !== 'Active') throw checkoutErrors.cartNotActive(found.cart.cartState);
  if (found.lines.length === 0) throw checkoutErrors.emptyCart();
  if (!office) throw checkoutErrors.noOffice();
  return { draft: new CartDraft(found.cart, found.lines), office };
}

/** What an order is placed with once its cart passed the checks. */
type CheckedOrder = SettledCodes & { address: ReturnType<typeof orderableAddress> };

/**
 * Reprices the locked cart for its office, then runs the order engine's checks. When the prices moved, the repriced
 * cart is stored for the customer to review and the answer is the refusal to throw once that is committed; else the
 * address and totals the order is placed with.
 */
async function checkedOrder(
  tx: Db,
  { draft, office }: Placement,
  offices: SubjectOffices,
  payment: PaymentChoice,
  at: Date,
): Promise<{ repriced: ApiError } | CheckedOrder> {
  const { cart } = draft;
  // The address as it is now (a DEA license may have lapsed since it was set on the cart), read alongside the
  // prices: one connection pipelines both (fewer round trips while the cart is locked).
  const [{ changes, changed }, current] = await Promise.all([
    repriceForOrder(tx, draft, pricingTargetOf(offices), at),
    cart.shippingAddressId ? cartRepository(tx).officeAddress(office.id, { id: cart.shippingAddressId }) : undefined,
  ]);
  if (changed) return { repriced: checkoutErrors.pricesChanged(changes, (await writeLocked(tx, draft)).version) };
  assertMayCheckOut(office, payment);
  const address = orderableAddress(current?.isShipping ? current.snapshot : undefined);
  assertDeaCleared(draft, address, at);
  return { address, ...(await settleTotals(tx, draft, at)) };
}

const purchaseOrderNumberOf = (body: PlaceOrderRequest, cart: CartRecord) =>
  body.po_number || (typeof cart.customFields.po_number === 'string' ? cart.customFields.po_number : null) || null;

/** How long a card placement belongs to its request before the recovery job may finish it (well past the gateway timeout). */
export const placementLeaseMs = 60_000;

type Reserved =
  | { kind: 'repriced'; error: ApiError }
  | { kind: 'placed'; order: OrderDetails }
  | { kind: 'card'; placement: OrderPlacementRecord };

/**
 * POST /ct/hs-orders. The cart row is locked first, so concurrent submits of one cart queue and only the first finds
 * it Active (the unique cart id of orders backs this up). One short transaction reprices from current prices (a
 * change is stored and reported instead of ordering), checks permission, address and DEA, counts the discount codes
 * and reserves stock. An order on account is written in that same transaction. A card order is not: the cart is
 * Frozen and a placement records what is held, the gateway is asked with no transaction open, and a second short
 * transaction writes the order or gives everything back (card-placement.ts). A retry with the same Idempotency-Key
 * resumes the placement; the recovery job finishes placements whose request died. The confirmation mail goes out
 * after commit.
 */
export function placeOrderService(db: Db, gateway: BoundedGateway, { mailer, log }: PlaceOrderOptions) {
  const payments = cardPayments(gateway, { log });
  const placements = cardPlacements(db, payments, log);

  const confirmations = orderConfirmations(db, mailer, log);
  const sendConfirmation = (details: OrderDetails) => confirmations.send(details);

  /** The transaction that checks the cart and holds what the order needs; see placeOrderService. */
  async function reserve(
    context: SubjectContext,
    body: PlaceOrderRequest,
    gatewayKey: string,
    completeWithin: PlacementKey['completeWithin'],
  ): Promise<Reserved> {
    const { now: at, subject } = context;
    const payment: PaymentChoice = body.card === true ? 'card' : 'on-account';
    const [offices, customer] = await Promise.all([
      context.offices(),
      customerRepository(db).findById(subject.customerId),
    ]);
    return db.transaction(async (tx): Promise<Reserved> => {
      const placement = await lockPlaceableCart(tx, subject.customerId, body.cart_id, offices.active);
      const card =
        payment === 'card' ? await payments.usableCard(tx, subject.customerId, body.card_uuid!, at) : undefined;
      const checked = await checkedOrder(tx, placement, offices, payment, at);
      if ('repriced' in checked) return { kind: 'repriced', error: checked.repriced };
      const { draft, office } = placement;
      const { cart } = draft;
      const { address, summary, discountCodes } = checked;
      const { reservations, takes } = await reserveStock(tx, address.warehouseChannelId, draft.lines, at);
      const order = orderInputOf({
        cart: { ...cart, shippingAddress: address },
        lines: draft.lines,
        customerId: subject.customerId,
        customerEmail: cart.customerEmail ?? customer?.email ?? '',
        businessUnitId: office.id,
        purchaseOrderNumber: purchaseOrderNumberOf(body, cart),
        summary,
        discountCodes,
        reservations,
        placedBy: placedByOf(context),
      });
      if (!card) {
        const created = await createOrder(tx, { ...order, payment: { method: 'on-account' }, completedAt: at });
        // The cart row is locked and was Active, so no other order of it can exist.
        if (created.outcome !== 'created') throw checkoutErrors.cartNotActive('Ordered');
        draft.set({ cartState: changeState('cart', cart.cartState, 'Ordered') });
        await Promise.all([
          writeLocked(tx, draft),
          completeWithin(tx, { status: 201, body: { order: toOrder(created.order) } }),
        ]);
        return { kind: 'placed', order: created.order };
      }
      draft.set({ cartState: changeState('cart', cart.cartState, 'Frozen') });
      const [reserved] = await Promise.all([
        orderPlacementRepository(tx).create({
          cartId: cart.id,
          customerId: subject.customerId,
          gatewayKey,
          cardId: card.id,
          centAmount: summary.total,
          currencyCode: cart.currency,
          orderInput: order as unknown as Record<string, unknown>,
          stockTakes: takes,
          discountCodeIds: discountCodes.filter((code) => code.state === 'MatchesCart').map((code) => code.id),
          leaseUntil: new Date(at.getTime() + placementLeaseMs),
        }),
        writeLocked(tx, draft),
      ]);
      return { kind: 'card', placement: reserved };
    });
  }

  return {
    async place(
      context: SubjectContext,
      body: PlaceOrderRequest,
      { key, completeWithin }: PlacementKey,
    ): Promise<PlaceOrderResponse> {
      const { subject } = context;
      // One authorization per submit: a retry with the same Idempotency-Key asks the gateway under the same key.
      const gatewayKey =
        key === undefined ? `hs-order:${body.cart_id}:${randomUUID()}` : `hs-order:${subject.customerId}:${key}`;
      // The retry of a card placement whose answer was lost (a gateway timeout, a crash) resumes it.
      const earlier = key === undefined ? undefined : await orderPlacementRepository(db).findByGatewayKey(gatewayKey);
      const reserved: Reserved = earlier
        ? { kind: 'card', placement: earlier }
        : await reserve(context, body, gatewayKey, completeWithin);
      if (reserved.kind === 'repriced') throw reserved.error;
      if (reserved.kind === 'placed') {
        sendConfirmation(reserved.order);
        return { order: toOrder(reserved.order) };
      }
      const settled = await placements.settle(reserved.placement, { at: context.now, completeWithin });
      if (settled.status === 'released') throw settled.error;
      if (settled.fresh) sendConfirmation(settled.order);
      return { order: toOrder(settled.order) };
    },

    /** For the recovery job: finishes a placement its request left Reserved (throws while the gateway gives no answer). */
    async settleAbandoned(placement: OrderPlacementRecord, at: Date): Promise<Settled['status']> {
      const settled = await placements.settle(placement, { at });
      if (settled.status === 'placed' && settled.fresh) sendConfirmation(settled.order);
      return settled.status;
    },

    releaseAbandoned: (placement: OrderPlacementRecord, at: Date) => placements.release(placement, at),
  };
}

export type PlaceOrderService = ReturnType<typeof placeOrderService>;

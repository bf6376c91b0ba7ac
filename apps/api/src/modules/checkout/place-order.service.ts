import { randomUUID } from 'node:crypto';
import type { PlaceOrderRequest, PlaceOrderResponse, RepriceChange } from '@chairside/contracts';
import { cartRepository, createOrder, customerRepository, discountCodeRepository, reserveStock, type CartRecord, type Db, type OrderDetails, type OrderPayment } from '@chairside/db';
import { cartSummaryWithCodes, checkoutRefusal, deaCheckoutBlockers, isoDate, type PaymentChoice } from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import { resourceNotFound } from '../../http/api-error';
import type { IdempotencyContext } from '../../http/idempotency';
import { loadCatalog } from '../carts/cart-catalog';
import { loadCartCodes } from '../carts/cart-discounts';
import { CartDraft } from '../carts/cart-draft';
import { writeLocked } from '../carts/carts.service';
import { linePriceOf } from '../carts/line-pricing';
import { repriceDraft } from '../carts/reprice';
import type { Mailer } from '../mail/mailer';
import type { CustomerCaller } from '../me/customer-token';
import { customerOffices } from '../offices/active-office';
import { toOrder } from '../orders/orders.mapper';
import { cardPayments, type CardAuthorization } from '../payments/card-payments';
import type { BoundedGateway } from '../payments/payment-gateway';
import { checkoutErrors } from './checkout-errors';
import { orderConfirmationMail } from './order-confirmation-mail';
import { orderInputOf } from './order-input';

export interface PlaceOrderOptions {
  mailer: Mailer;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** The request's Idempotency-Key (when sent) and the hook that stores the reply inside the order's transaction. */
export interface PlacementKey extends IdempotencyContext {
  key: string | undefined;
}

type Outcome = { kind: 'placed'; details: OrderDetails; email: string } | { kind: 'repriced'; changes: RepriceChange[]; version: number };

/**
 * POST /ct/hs-orders: places the customer's active cart in one transaction. The cart row is
 * locked first, so concurrent submits of one cart queue and only the first finds it Active (the
 * unique cart id of orders backs this up). Inside: reprice from current prices (a change is
 * stored and reported instead of ordering), checkout permission, DEA, card authorization, stock
 * reservation, the order with its ERP export row, the cart frozen as Ordered and the idempotent
 * reply. An authorization whose transaction then fails is voided. The confirmation mail goes out
 * after commit.
 */
export function placeOrderService(db: Db, gateway: BoundedGateway, { mailer, log, now = () => new Date() }: PlaceOrderOptions) {
  const payments = cardPayments(db, gateway, { log, now });

  async function voidQuietly(authorization: CardAuthorization, key: string) {
    try {
      await payments.void(authorization.authorizationId, `${key}:void`);
    } catch (error) {
      log.error({ err: error, authorizationId: authorization.authorizationId }, 'could not void the authorization of an order that was not placed');
    }
  }

  /** Re-selects every line's price for the customer's current office; refuses lines no longer sellable. */
  async function reprice(tx: Db, draft: CartDraft, target: { businessUnitId: string; pricingChannelId: string | null }, at: Date) {
    const catalog = await loadCatalog(tx, { skus: draft.lines.map((line) => line.sku), productIds: [] }, at);
    const unsellable = draft.lines.filter((line) => {
      const prices = catalog.prices.get(line.sku);
      return !catalog.variantBySku.has(line.sku) || !prices || !linePriceOf(prices, target.pricingChannelId, at);
    });
    if (unsellable.length > 0) throw checkoutErrors.unsellable(unsellable.map((line) => line.sku));
    const moved = draft.cart.businessUnitId !== target.businessUnitId || draft.cart.pricingChannelId !== target.pricingChannelId;
    const changes = await repriceDraft(tx, draft, target, at, catalog);
    return { changes, changed: moved || changes.length > 0 };
  }

  function assertShippable(address: CartRecord['shippingAddress'] | undefined) {
    if (!address) throw checkoutErrors.noShippingAddress();
    if (!address.eligibleForOnlineOrdering || !address.shippingAccountNumber || !address.warehouseChannelId) throw checkoutErrors.addressNotEligible();
    return { ...address, warehouseChannelId: address.warehouseChannelId };
  }

  return {
    async place(caller: CustomerCaller, body: PlaceOrderRequest, { key, completeWithin }: PlacementKey): Promise<PlaceOrderResponse> {
      const at = now();
      const payment: PaymentChoice = body.card === true ? 'card' : 'on-account';
      const [{ active: office }, customer] = await Promise.all([customerOffices(db, caller), customerRepository(db).findById(caller.customerId)]);
      // One authorization per submit: a retry with the same Idempotency-Key repeats it at the gateway.
      const gatewayKey = key === undefined ? `hs-order:${body.cart_id}:${randomUUID()}` : `hs-order:${caller.customerId}:${key}`;
      let authorization: CardAuthorization | undefined;
      let outcome: Outcome;
      try {
        outcome = await db.transaction(async (tx): Promise<Outcome> => {
          const carts = cartRepository(tx);
          const found = await carts.lockWithLines(body.cart_id, { customerId: caller.customerId });
          if (!found) throw resourceNotFound(body.cart_id);
          const { cart } = found;
          if (cart.cartState !== 'Active') throw checkoutErrors.cartNotActive(cart.cartState);
          const draft = new CartDraft(cart, found.lines);
          if (draft.lines.length === 0) throw checkoutErrors.emptyCart();
          if (!office) throw checkoutErrors.noOffice();

          // The address as it is now (a DEA license may have lapsed since it was set on the cart), read
          // alongside the prices: one connection pipelines both (fewer round trips while the cart is locked).
          const [{ changes, changed }, current] = await Promise.all([
            reprice(tx, draft, { businessUnitId: office.id, pricingChannelId: office.pricingContractChannelId }, at),
            cart.shippingAddressId ? carts.officeAddress(office.id, { id: cart.shippingAddressId }) : undefined,
          ]);
          if (changed) return { kind: 'repriced', changes, version: (await writeLocked(tx, draft)).version };

          const refusal = checkoutRefusal(office, payment);
          if (refusal) throw checkoutErrors.refused(refusal);
          const address = assertShippable(current?.isShipping ? current.snapshot : undefined);
          const blockers = deaCheckoutBlockers(
            draft.lines.map((line) => ({ lineItemId: line.id, sku: line.sku, requiresActiveDeaLicense: line.requiresActiveDeaLicense })),
            address,
            isoDate(at),
          );
          if (blockers.length > 0) throw checkoutErrors.deaBlocked(blockers);

          // Discount codes as they stand now; the ones that apply are counted, and a code used up
          // meanwhile by other orders refuses this one rather than going over its limit.
          const codes = await loadCartCodes(tx, cart);
          const summary = cartSummaryWithCodes(draft.lines, cart.shippingInfo, codes.map((code) => code.terms), at);
          const discountCodes = codes.map((code, index) => ({ id: code.id, code: code.terms.code, state: summary.discountCodes[index]!.state, amount: summary.discountCodes[index]!.amount }));
          const usedUp = discountCodes.filter((code) => code.state === 'MaxApplicationReached');
          if (usedUp.length > 0) throw checkoutErrors.discountCodeUsedUp(usedUp.map((code) => code.code).join(', '));
          const applied = discountCodes.filter((code) => code.state === 'MatchesCart');
          if (!(await discountCodeRepository(tx).recordApplications(applied.map((code) => code.id)))) throw checkoutErrors.discountCodeUsedUp(applied.map((code) => code.code).join(', '));
          let orderPayment: OrderPayment = { method: 'on-account' };
          if (body.card === true) {
            // Read through tx: an embedded database has one connection, busy with this transaction.
            authorization = await cardPayments(tx, gateway, { log, now }).authorize(caller.customerId, body.card_uuid!, { centAmount: summary.total, currencyCode: cart.currency }, gatewayKey);
            const { card, authorizationId } = authorization;
            orderPayment = { method: 'card', cardId: card.id, brand: card.brand, last4: card.last4, gatewayAuthorizationId: authorizationId };
          }
          const reservations = await reserveStock(tx, address.warehouseChannelId, draft.lines, at);
          const email = cart.customerEmail ?? customer?.email ?? '';
          const purchaseOrderNumber = body.po_number || (typeof cart.customFields.po_number === 'string' ? cart.customFields.po_number : null) || null;
          const created = await createOrder(
            tx,
            orderInputOf({ cart: { ...cart, shippingAddress: address }, lines: draft.lines, customerId: caller.customerId, customerEmail: email, businessUnitId: office.id, purchaseOrderNumber, summary, discountCodes, payment: orderPayment, reservations, at }),
          );
          // The cart row is locked and was Active, so no other order of it can exist.
          if (created.outcome !== 'created') throw checkoutErrors.cartNotActive('Ordered');
          draft.set({ cartState: 'Ordered' });
          await Promise.all([writeLocked(tx, draft), completeWithin(tx, { status: 201, body: { order: toOrder(created.order) } })]);
          return { kind: 'placed', details: created.order, email };
        });
      } catch (error) {
        if (authorization) await voidQuietly(authorization, gatewayKey);
        throw error;
      }
      if (outcome.kind === 'repriced') throw checkoutErrors.pricesChanged(outcome.changes, outcome.version);
      const { details, email } = outcome;
      if (email) {
        mailer.send(orderConfirmationMail(details, email)).catch((error: unknown) => {
          log.error({ err: error, orderId: details.order.id }, 'order confirmation mail failed');
        });
      }
      return { order: toOrder(details) };
    },
  };
}

export type PlaceOrderService = ReturnType<typeof placeOrderService>;

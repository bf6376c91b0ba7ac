import { randomUUID } from 'node:crypto';
import {
  cartRepository,
  createOrder,
  customerRepository,
  orderPlacementRepository,
  replenishGatewayKeyPrefix,
  replenishRunRepository,
  reserveStock,
  type Db,
  type OrderDetails,
  type OrderPlacedBy,
  type OrderPlacementRecord,
  type ReplenishRunPlan,
} from '@chairside/db';
import { planMessages, type PaymentChoice } from '@chairside/domain';
import { placementLeaseMs } from '../../checkout/place-order.service';
import { orderInputOf } from '../../checkout/order-input';
import {
  assertDeaCleared,
  assertMayCheckOut,
  CartDraft,
  orderableAddress,
  pricingTermsOf,
  settleTotals,
  writeLocked,
} from '../../order-engine';
import type { CardPayments } from '../../payments/card-payments';
import { loyaltyProgrammeSource } from '../../loyalty/programme-source';
import { officesWithLoyalty } from '../../offices/active-office';
import { addPlanLines } from './plan-lines';
import { RunFailure, runFailureOf } from './run-failure';

/** Stores "order now"'s idempotent reply in the order's own transaction (idempotency.ts completeWithin). */
export type RecordPlaced = (tx: Db, order: { id: string; orderNumber: string }) => Promise<void>;

export type Reserved =
  | { kind: 'placed'; order: OrderDetails }
  | { kind: 'card'; placement: OrderPlacementRecord }
  /** The date's order exists already (another worker, order now, the recovery job): nothing more to place. */
  | { kind: 'exists'; orderId: string; orderNumber: string }
  /** A card placement of the date waits for the gateway or the recovery job. */
  | { kind: 'in-flight' }
  /** The plan is no longer what was claimed (deleted, paused, its date changed): this run leaves it alone. */
  | { kind: 'changed' }
  | { kind: 'failed'; failure: RunFailure };

const uniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

/**
 * The order's first transaction, on the plan row locked (one consistent version of plan and items; a concurrent
 * PATCH waits): everything a checkout checks, at the date's replenish prices, stock reserved with backorders. On
 * account the order is written here with its plan and date (unique together); by card a placement holds it all for
 * the gateway, asked after commit (card-placement.ts). A refusal places nothing and is returned as the failure.
 */
export async function reservePlanOrder(
  db: Db,
  payments: CardPayments,
  claimed: ReplenishRunPlan,
  date: string,
  /** The distributor's time zone: the loyalty tier's 12 months end on its today. */
  timeZone: string,
  at: Date,
  /** Whether the locked plan still orders `date`: the date was chosen from the claimed row, which may be older. */
  stillDue: (locked: ReplenishRunPlan) => boolean,
  record?: RecordPlaced,
  /** The representative ordering now for the customer (issue 18); scheduled runs are nobody's. */
  placedBy: OrderPlacedBy | null = null,
): Promise<Reserved> {
  try {
    return await db.transaction(async (tx): Promise<Reserved> => {
      const runs = replenishRunRepository(tx);
      const plan = await runs.lock(claimed.cartId);
      if (!plan || plan.status === 'Deleted' || plan.status === 'Paused' || !stillDue(plan)) return { kind: 'changed' };
      const existing = await runs.orderFor(plan.cartId, date);
      if (existing) return { kind: 'exists', orderId: existing.id, orderNumber: existing.orderNumber };
      if (await runs.placementInFlight(plan.cartId, date)) return { kind: 'in-flight' };
      try {
        return await placeLocked(tx, payments, plan, date, timeZone, at, record, placedBy);
      } catch (error) {
        // Thrown out of the transaction: the run cart and stock taken so far roll back.
        throw runFailureOf(error);
      }
    });
  } catch (error) {
    if (error instanceof RunFailure) return { kind: 'failed', failure: error };
    // Placed meanwhile by a run that did not see this one's lock: the unique slot keeps it at one order.
    if (!uniqueViolation(error)) throw error;
    const existing = await replenishRunRepository(db).orderFor(claimed.cartId, date);
    if (!existing) throw error;
    return { kind: 'exists', orderId: existing.id, orderNumber: existing.orderNumber };
  }
}

async function placeLocked(
  tx: Db,
  payments: CardPayments,
  plan: ReplenishRunPlan,
  date: string,
  timeZone: string,
  at: Date,
  record: RecordPlaced | undefined,
  placedBy: OrderPlacedBy | null,
): Promise<Reserved> {
  const payment: PaymentChoice = plan.paymentType === 'CreditCard' ? 'card' : 'on-account';
  const [found, offices, customer, address] = await Promise.all([
    cartRepository(tx).findWithLines(plan.cartId, { customerId: plan.customerId }),
    // The office's loyalty terms as of the run (its tier from the 12 months ending today).
    officesWithLoyalty(tx, plan.customerId, { timeZone, programme: loyaltyProgrammeSource(tx, { ttlMs: 0 }) }, at),
    customerRepository(tx).findById(plan.customerId),
    cartRepository(tx).officeAddress(plan.businessUnitId, { id: plan.shippingAddressId }),
  ]);
  const office = offices.find((candidate) => candidate.id === plan.businessUnitId);
  if (!found || !office || !customer)
    throw new RunFailure('CheckoutNotAllowed', 'The plan’s customer can no longer order for this office.');
  assertMayCheckOut(office, payment);
  if (payment === 'card' && !plan.cardId) throw new RunFailure('CardMissing', planMessages.cardMissing);
  const card =
    plan.cardId && payment === 'card' ? await payments.usableCard(tx, plan.customerId, plan.cardId, at) : undefined;
  const shipping = orderableAddress(address?.isShipping ? address.snapshot : undefined);

  // The order's own cart (orders and card placements are one per cart): a Merchant cart, never a shopper's active one.
  const cart = await cartRepository(tx).create({
    customerId: plan.customerId,
    businessUnitId: office.id,
    pricingChannelId: office.pricingContractChannelId,
    loyalty: office.loyalty,
    origin: 'Merchant',
    cartState: card ? 'Frozen' : 'Ordered',
    customerEmail: customer.email,
    shippingAddressId: shipping.id,
    shippingAddress: shipping,
    customFields: { replenish_plan_id: plan.cartId, replenish_date: date },
  });
  const draft = new CartDraft(cart, []);
  await addPlanLines(tx, draft, plan, found.lines, { terms: pricingTermsOf(office), at });
  assertDeaCleared(draft, shipping, at);
  const { summary, discountCodes } = await settleTotals(tx, draft, at);
  const { reservations, takes } = await reserveStock(tx, shipping.warehouseChannelId, draft.lines, at);
  await writeLocked(tx, draft);
  const order = {
    ...orderInputOf({
      cart: draft.current,
      lines: draft.lines,
      customerId: plan.customerId,
      customerEmail: customer.email,
      businessUnitId: office.id,
      purchaseOrderNumber: plan.poNumber,
      summary,
      discountCodes,
      reservations,
      placedBy,
    }),
    replenish: { planId: plan.cartId, date },
  };
  if (!card) {
    const created = await createOrder(tx, { ...order, payment: { method: 'on-account' }, completedAt: at });
    if (created.outcome !== 'created') throw new Error(`the new cart ${cart.id} of a plan run was ordered`);
    await record?.(tx, created.order.order);
    return { kind: 'placed', order: created.order };
  }
  const placement = await orderPlacementRepository(tx).create({
    cartId: cart.id,
    customerId: plan.customerId,
    // One key per attempt: a declined date retried tomorrow asks the gateway afresh.
    gatewayKey: `${replenishGatewayKeyPrefix(plan.cartId, date)}${randomUUID()}`,
    cardId: card.id,
    centAmount: summary.total,
    currencyCode: cart.currency,
    orderInput: order as unknown as Record<string, unknown>,
    stockTakes: takes,
    discountCodeIds: [],
    leaseUntil: new Date(at.getTime() + placementLeaseMs),
  });
  return { kind: 'card', placement };
}

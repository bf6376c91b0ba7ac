import { cartSummary, shipmentStates, type OrderState, type ShipmentState } from '@chairside/domain';
import type * as schema from '../schema';
import type { DemoAccounts } from './accounts';
import type { CategoryLeaf } from './categories';
import type { DemoChannels } from './channels';
import { generatePrices } from './prices';
import { generateProduct } from './products';
import { Random } from './random';
import type { AddressRow, BusinessUnitRow, CustomerRow } from './rows';
import type { ShippingMethodRow } from './shipping-methods';
import { addDays } from './text';

export type OrderRow = typeof schema.orders.$inferInsert & { id: string };
export type OrderLineRow = typeof schema.orderLineItems.$inferInsert;
type StatusRow = typeof schema.orderStatusHistory.$inferInsert;
type ExportRow = typeof schema.orderExports.$inferInsert;

export interface DemoOrders {
  orders: OrderRow[];
  lines: OrderLineRow[];
  history: StatusRow[];
  exports: ExportRow[];
}

export interface DemoOrderContext {
  seed: number;
  today: Date;
  leaves: readonly CategoryLeaf[];
  channels: DemoChannels;
  productCount: number;
  accounts: DemoAccounts;
  shippingMethods: readonly ShippingMethodRow[];
}

/**
 * Whose history is generated, how many orders (within the last ~90 days, a few just older, and `year` more spread
 * over the 5 to 14 months before: the retail practice's year with ASAP loyalty) and how they pay.
 */
const histories = [
  { email: 'demo-customer@example.com', orders: 26, older: 2, year: 0, onAccountShare: 0.75, staple: true },
  { email: 'demo-retail@example.com', orders: 12, older: 1, year: 12, onAccountShare: 0, staple: false },
] as const;
const yearFrom = 160;
const yearTo = 420;

/**
 * The contract customer's first office buys one product (not a favourite) about every two weeks (these ages in days), so the
 * REPLENISH suggestion estimator finds a steady habit in the demo history (issue 16).
 */
const stapleAges = [0, 14, 28, 42, 56, 70, 84];

/** Practices reorder the same supplies: each customer buys from a short list of favourites. */
const favouritesPerCustomer = 24;
const hour = 3_600_000;
const cards = [
  { brand: 'visa', last4: '1111' },
  { brand: 'mastercard', last4: '4444' },
  { brand: 'amex', last4: '8431' },
];

export interface Favourite {
  productId: string;
  productKey: string;
  slug: Record<string, string>;
  name: Record<string, string>;
  imageUrl: string | null;
  sku: string;
  itemNumber: string;
  uom: string;
  controlled: boolean;
  asapProductCategory: string | null;
  /** The retail price before any promotion, and the promotion's (discounted) price when there is one. */
  retailPrice: number;
  discountedRetailPrice: number | undefined;
  retail: number;
  /** Plan price per pricing-contract channel id. */
  contract: Map<string, number>;
}

/**
 * The demo customers' order history (DESIGN.md §7), relative to `today`: open orders from the
 * last day or two (still waiting for the ERP export), shipped ones with tracking numbers,
 * delivered and completed ones, a few cancelled, and a couple older than the 100-day window.
 * Pure and deterministic; order numbers come from the database sequence in completion order.
 */
export function buildDemoOrders(context: DemoOrderContext): DemoOrders {
  const result: DemoOrders = { orders: [], lines: [], history: [], exports: [] };
  const products = favouritePool(context);
  if (products.length === 0) return result;
  const ground = context.shippingMethods.find((method) => method.key === 'ground') ?? context.shippingMethods[0]!;
  for (const plan of histories) {
    const customer = context.accounts.customers.find((candidate) => candidate.email === plan.email);
    if (!customer) continue;
    const offices = context.accounts.memberships
      .filter((membership) => membership.customerId === customer.id)
      .map((membership) => context.accounts.offices.find((office) => office.id === membership.businessUnitId)!);
    const random = Random.for(context.seed, 'orders', plan.email);
    const favourites = Array.from({ length: Math.min(favouritesPerCustomer, products.length) }, () =>
      random.pick(products),
    );
    const ages = [
      // Last night's order, and a few days of orders in transit.
      0,
      1,
      2,
      3,
      ...Array.from(
        { length: plan.orders - 4 },
        (_, n) => 5 + Math.round((n * 85) / (plan.orders - 4)) + random.int(0, 2),
      ),
      ...Array.from({ length: plan.older }, () => random.int(105, 150)),
      // Drawn last, so the orders above stay as they were.
      ...Array.from(
        { length: plan.year },
        (_, n) => yearFrom + Math.round((n * (yearTo - yearFrom)) / plan.year) + random.int(0, 6),
      ),
    ];
    // Not one of the favourites, so it appears in the staple orders only.
    const staple = products.find((product) => !favourites.includes(product));
    const home = [...offices].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))[0]!;
    const stapleOrders = new Set(
      plan.staple
        ? stapleAges.map((target) => closestOrder(ages, target, (n) => offices[n % offices.length] === home))
        : [],
    );
    ages.forEach((ageDays, n) => {
      const office = offices[n % offices.length]!;
      const order = buildOrder(context, {
        random: Random.for(context.seed, 'order', plan.email, n),
        customer,
        office,
        ageDays,
        favourites,
        ground,
        onAccountShare: plan.onAccountShare,
        staple: stapleOrders.has(n) ? staple : undefined,
      });
      if (!order) return;
      result.orders.push(order.order);
      result.lines.push(...order.lines);
      result.history.push(...order.history);
      if (order.exportRow) result.exports.push(order.exportRow);
    });
  }
  // Inserted oldest first, so order numbers grow with completion time.
  const rank = new Map(result.orders.map((order) => [order.id, order.completedAt.getTime()]));
  result.orders.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return result;
}

/** The index of the order (among those `eligible`) whose age is closest to `target` days. */
function closestOrder(ages: readonly number[], target: number, eligible: (n: number) => boolean): number {
  let best = -1;
  ages.forEach((age, n) => {
    if (eligible(n) && (best < 0 || Math.abs(age - target) < Math.abs(ages[best]! - target))) best = n;
  });
  return best;
}

/** Candidate products: the first few hundred of the catalogue, one unit of measure each, with their prices. */
export function favouritePool({ seed, leaves, channels, today, productCount }: DemoOrderContext): Favourite[] {
  const pool: Favourite[] = [];
  for (let index = 0; index < Math.min(productCount, 300); index += 7) {
    const generated = generateProduct(seed, index, leaves);
    const prices = generatePrices(seed, index, generated, channels, today).filter(
      (price) => !price.validFrom && !price.validUntil,
    );
    const variant = generated.variants[0]!;
    const retail = prices.find((price) => price.sku === variant.sku && price.channelId === null);
    if (!retail) continue;
    const attributes = variant.attributes as Record<string, unknown>;
    pool.push({
      productId: generated.product.id,
      productKey: generated.product.key!,
      slug: generated.product.slug as Record<string, string>,
      name: generated.product.name as Record<string, string>,
      imageUrl: (variant.images as { url: string }[] | undefined)?.[0]?.url ?? null,
      sku: variant.sku,
      itemNumber: variant.itemNumber!,
      uom: variant.uom!,
      controlled: attributes.requires_active_dea_license === true,
      asapProductCategory:
        typeof attributes.asap_product_category === 'string' ? attributes.asap_product_category : null,
      retailPrice: retail.centAmount,
      discountedRetailPrice: retail.discountedCentAmount ?? undefined,
      retail: retail.discountedCentAmount ?? retail.centAmount,
      contract: new Map(
        prices
          .filter((price) => price.sku === variant.sku && price.channelId)
          .map((price) => [price.channelId!, price.centAmount]),
      ),
    });
  }
  return pool;
}

export interface OrderPlan {
  random: Random;
  customer: CustomerRow;
  office: BusinessUnitRow;
  ageDays: number;
  favourites: Favourite[];
  ground: ShippingMethodRow;
  onAccountShare: number;
  /** A favourite this order always holds (the steady habit above). */
  staple: Favourite | undefined;
}

export function buildOrder(context: DemoOrderContext, plan: OrderPlan) {
  const { random, customer, office, ageDays } = plan;
  const officeAddresses = context.accounts.addresses.filter((address) => address.businessUnitId === office.id);
  const shipping = officeAddresses.find(
    (address) => address.isShipping && address.shippingAccountNumber && address.eligibleForOnlineOrdering,
  );
  if (!shipping) return undefined;
  const billing = officeAddresses.find((address) => address.isBilling) ?? shipping;
  const orderId = random.uuid();
  const completedAt = new Date(
    addDays(context.today, -ageDays).getTime() - random.int(1, 10) * hour - random.int(0, 59) * 60_000,
  );

  const chosen = new Map<string, Favourite>();
  const lineCount = random.int(1, 6);
  for (let attempt = 0; attempt < lineCount * 3 && chosen.size < lineCount; attempt += 1) {
    const favourite = random.pick(plan.favourites);
    // Controlled items ship only to an address with an active DEA registration.
    if (favourite.controlled && !shipping.hasActiveDeaLicense) continue;
    chosen.set(favourite.sku, favourite);
  }
  if (plan.staple && (!plan.staple.controlled || shipping.hasActiveDeaLicense))
    chosen.set(plan.staple.sku, plan.staple);
  if (chosen.size === 0) return undefined;
  const contractId = office.pricingContractChannelId ?? null;
  // Now and then a recent order has one line the warehouse could not fill completely.
  const backorderedPosition = ageDays <= 5 && random.chance(0.3) ? random.int(0, chosen.size - 1) : -1;
  const lines: OrderLineRow[] = [...chosen.values()].map((favourite, position) => {
    const contractPrice = contractId ? favourite.contract.get(contractId) : undefined;
    const price = contractPrice ?? favourite.retail;
    // Equipment is bought one or two at a time, consumables by the box.
    const quantity = price > 20_000 ? random.int(1, 2) : random.int(1, 12);
    const backordered = position === backorderedPosition ? random.int(1, quantity) : 0;
    return {
      orderId,
      position,
      productId: favourite.productId,
      productKey: favourite.productKey,
      productSlug: favourite.slug,
      variantId: 1,
      sku: favourite.sku,
      itemNumber: favourite.itemNumber,
      uom: favourite.uom,
      name: favourite.name,
      imageUrl: favourite.imageUrl,
      quantity,
      priceCentAmount: price,
      totalCentAmount: price * quantity,
      priceChannel: contractPrice === undefined ? 'retail' : 'contract',
      distributionChannelId: contractPrice === undefined ? null : contractId,
      backorderedQuantity: backordered,
      requiresDeaLicense: favourite.controlled,
      asapProductCategory: favourite.asapProductCategory,
      // The office's ASAP loyalty discount, if any, is applied once the history is known (order-loyalty.ts).
      loyaltyPercent: 0,
      loyaltySavingCentAmount: 0,
    };
  });

  const onAccount = office.termsAllowed && random.chance(plan.onAccountShare);
  const card = random.pick(cards);
  // A habit's orders are never cancelled (the chance is still drawn, so the other orders stay as they were).
  const cancelled = ageDays > 3 && random.chance(0.05) && !plan.staple;
  const partial = lines.some((line) => (line.backorderedQuantity ?? 0) > 0);
  // Last night's orders wait for the distribution center to open.
  const fresh = ageDays === 0;
  const timeline = fresh
    ? [placedStage(completedAt)]
    : stagesFor(random, completedAt, { cancelled, partial }).filter(
        (stage) => stage.at.getTime() < context.today.getTime(),
      );
  const last = timeline[timeline.length - 1]!;
  const shipped = timeline.find((stage) => stage.state === 'Shipped' || stage.state === 'Partial');
  const shipment = timeline.map((stage) => stage.state).filter(isShipmentState);
  const paid = !cancelled && (onAccount ? ageDays > 30 : shipped !== undefined);

  const order: OrderRow = {
    id: orderId,
    customerId: customer.id,
    customerEmail: customer.email,
    businessUnitId: office.id,
    cartId: random.uuid(),
    orderState: cancelled
      ? 'Cancelled'
      : last.state === 'Complete'
        ? 'Complete'
        : last.state === 'Open'
          ? 'Open'
          : 'Confirmed',
    shipmentState: cancelled ? null : (shipment[shipment.length - 1] ?? 'Pending'),
    paymentState: cancelled ? null : paid ? 'Paid' : onAccount ? 'BalanceDue' : 'Pending',
    purchaseOrderNumber: random.chance(0.6) ? `PO-${random.int(10_000, 99_999)}` : null,
    shippingAccountNumber: shipping.shippingAccountNumber ?? null,
    billingAccountNumber: shipping.shippingAccountNumber?.replace('SA-', 'BA-') ?? null,
    shippingAddress: addressSnapshot(shipping),
    billingAddress: addressSnapshot(billing),
    ...orderAmounts(lines, plan.ground),
    paymentId: random.uuid(),
    ...(onAccount
      ? { paymentMethod: 'on-account' as const }
      : {
          paymentMethod: 'card' as const,
          cardBrand: card.brand,
          cardLast4: card.last4,
          gatewayAuthorizationId: `sbx_auth_${random.token(16)}`,
        }),
    trackingNumbers: shipped
      ? [
          {
            carrier: 'UPS',
            trackingNumber: `1Z${random.token(6).toUpperCase()}${random.int(1_000_000_000, 9_999_999_999)}`,
            shippedAt: shipped.at.toISOString(),
          },
        ]
      : [],
    completedAt,
    // The ERP has taken everything but the newest open orders, which the worker exports on start.
    processedByErp: last.state !== 'Open',
    processedByErpAt: last.state !== 'Open' ? new Date(completedAt.getTime() + hour / 4) : null,
    createdAt: completedAt,
    lastModifiedAt: last.at,
    version: timeline.length,
  };
  const history: StatusRow[] = timeline.map((stage) => ({
    orderId,
    state: stage.state,
    at: stage.at,
    note: stage.note,
  }));
  const exportRow: ExportRow | undefined =
    last.state === 'Open'
      ? { orderId, nextAttemptAt: completedAt, createdAt: completedAt }
      : {
          orderId,
          attempts: 1,
          nextAttemptAt: completedAt,
          createdAt: completedAt,
          exportedAt: order.processedByErpAt,
        };
  return { order, lines, history, exportRow };
}

/** An order's shipping, fees and totals from its lines (spec §9), shipped by `method`. */
export function orderAmounts(lines: readonly OrderLineRow[], method: ShippingMethodRow) {
  const rate = { rateCentAmount: method.rateCentAmount ?? 0, freeAboveCentAmount: method.freeAboveCentAmount ?? null };
  const summary = cartSummary(
    lines.map((line) => ({ centAmount: line.priceCentAmount, quantity: line.quantity })),
    rate,
  );
  return {
    shippingMethod: {
      id: method.id,
      key: method.key ?? undefined,
      name: method.name,
      centAmount: summary.shippingAmount,
    },
    subtotalCentAmount: summary.lineItemsTotal,
    handlingFeeCentAmount: summary.fees.handlingFee,
    minimumOrderFeeCentAmount: summary.fees.minimumOrderFee,
    hazardousFeeCentAmount: summary.fees.hazardousFee,
    refrigeratedFeeCentAmount: summary.fees.refrigeratedFee,
    excessiveWeightFeeCentAmount: summary.fees.excessiveWeightFee,
    totalCentAmount: summary.total,
  };
}

interface Stage {
  state: OrderState | ShipmentState;
  at: Date;
  note: string | null;
}

const isShipmentState = (state: string): state is ShipmentState =>
  (shipmentStates as readonly string[]).includes(state);

const placedStage = (at: Date): Stage => ({ state: 'Open', at, note: 'Order placed' });

/**
 * What happens to an order after placement, with realistic gaps: one path through the order and
 * shipment state tables (checkTransition), so the history reads as the ERP would report it.
 */
function stagesFor(
  random: Random,
  placedAt: Date,
  { cancelled, partial }: { cancelled: boolean; partial: boolean },
): Stage[] {
  const after = (base: Date, minHours: number, maxHours: number) =>
    new Date(base.getTime() + random.int(minHours, maxHours) * hour);
  const placed = placedStage(placedAt);
  if (cancelled)
    return [placed, { state: 'Cancelled', at: after(placedAt, 1, 20), note: "Cancelled at the customer's request" }];
  const confirmed: Stage = {
    state: 'Confirmed',
    at: after(placedAt, 1, 6),
    note: 'Confirmed by the distribution center',
  };
  // A short pick puts the shipment on backorder; what is on hand ships first and the rest waits.
  const picked: Stage = partial
    ? { state: 'Backorder', at: after(confirmed.at, 1, 4), note: 'Some items are on backorder' }
    : { state: 'Ready', at: after(confirmed.at, 1, 4), note: 'Packed and ready to ship' };
  const shipped: Stage = partial
    ? { state: 'Partial', at: after(picked.at, 12, 36), note: 'Shipped in part via UPS Ground; the rest follows' }
    : { state: 'Shipped', at: after(picked.at, 12, 36), note: 'Shipped via UPS Ground' };
  const delivered: Stage = { state: 'Delivered', at: after(shipped.at, 24, 96), note: null };
  const complete: Stage = { state: 'Complete', at: after(delivered.at, 1, 24), note: null };
  return partial ? [placed, confirmed, picked, shipped] : [placed, confirmed, picked, shipped, delivered, complete];
}

function addressSnapshot(address: AddressRow) {
  const optional = (value: string | null | undefined) => value ?? undefined;
  return {
    id: address.id,
    firstName: optional(address.firstName),
    lastName: optional(address.lastName),
    company: optional(address.company),
    streetName: optional(address.streetName),
    streetNumber: optional(address.streetNumber),
    apartment: optional(address.apartment),
    postalCode: optional(address.postalCode),
    city: optional(address.city),
    state: optional(address.state),
    country: address.country ?? 'US',
    phone: optional(address.phone),
    shippingAccountNumber: optional(address.shippingAccountNumber),
    hasActiveDeaLicense: address.hasActiveDeaLicense ?? false,
  };
}

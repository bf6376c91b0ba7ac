import {
  asapProgramme,
  derivePriceInfo,
  loyaltyTermsOf,
  rollingYearStart,
  termsPercent,
  type LoyaltyProgramme,
} from '@chairside/domain';
import type { DemoAccounts } from './accounts';
import { orderAmounts, type DemoOrders, type Favourite, type OrderLineRow, type OrderRow } from './orders';
import type { ShippingMethodRow } from './shipping-methods';

export interface OrderLoyaltyContext {
  accounts: DemoAccounts;
  shippingMethods: readonly ShippingMethodRow[];
  /** The products the orders were drawn from (their retail and promotion prices). */
  products: readonly Favourite[];
  programme?: LoyaltyProgramme;
}

const calendarDate = (at: Date) => at.toISOString().slice(0, 10);

/**
 * ASAP loyalty in the order history (issue 19), as the API prices an order when it is placed: every order gets its
 * office's terms at that moment (enrolled yet or not, on a contract, its buying group, and the tier that the office's
 * spend on orders not cancelled in the 12 months before reached), every line its product's ASAP category, and each
 * retail line the terms discount (a category in the programme, not controlled) the loyalty price where it beats the
 * promotion, with its percentage and unit saving; the order's amounts follow its lines. Offices are walked oldest order
 * first, since the earlier orders' spend sets the later ones' tier. Changes the rows in place.
 */
export function applyOrderLoyalty(orders: DemoOrders, context: OrderLoyaltyContext): void {
  const programme = context.programme ?? asapProgramme;
  const products = new Map(context.products.map((product) => [product.sku, product]));
  const methods = new Map(context.shippingMethods.map((method) => [method.id, method]));
  const offices = new Map(context.accounts.offices.map((office) => [office.id, office]));
  const enrolledAt = new Map(
    context.accounts.enrollments.map((enrollment) => [enrollment.businessUnitId, enrollment.enrolledAt!]),
  );
  const linesOf = new Map<string, OrderLineRow[]>();
  for (const line of orders.lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);

  const byOffice = new Map<string, OrderRow[]>();
  for (const order of orders.orders)
    byOffice.set(order.businessUnitId, [...(byOffice.get(order.businessUnitId) ?? []), order]);
  for (const [officeId, officeOrders] of byOffice) {
    const office = offices.get(officeId)!;
    const enrolled = enrolledAt.get(officeId);
    const placed = [...officeOrders].sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime());
    placed.forEach((order, index) => {
      const windowStart = rollingYearStart(calendarDate(order.completedAt));
      const spend = placed
        .slice(0, index)
        .filter((earlier) => earlier.orderState !== 'Cancelled' && calendarDate(earlier.completedAt) >= windowStart)
        .reduce((sum, earlier) => sum + earlier.subtotalCentAmount, 0);
      const terms = loyaltyTermsOf(
        {
          asapEnrolled: enrolled !== undefined && enrolled.getTime() <= order.completedAt.getTime(),
          hasPricingContract: office.pricingContractChannelId != null,
          buyingGroup: office.buyingGroup ?? null,
        },
        spend,
        programme,
      );
      const lines = linesOf.get(order.id) ?? [];
      for (const line of lines) discountLine(line, products.get(line.sku), terms);
      const method = order.shippingMethod ? methods.get(order.shippingMethod.id) : undefined;
      Object.assign(order, method ? orderAmounts(lines, method) : {}, {
        loyalty: terms,
        loyaltySavingCentAmount: lines.reduce(
          (sum, line) => sum + (line.loyaltySavingCentAmount ?? 0) * line.quantity,
          0,
        ),
      });
    });
  }
}

/** A retail line priced with the terms' loyalty percentage (derivePriceInfo: never stacked on a promotion). */
function discountLine(line: OrderLineRow, product: Favourite | undefined, terms: ReturnType<typeof loyaltyTermsOf>) {
  const percent = termsPercent(terms, {
    asapProductCategory: line.asapProductCategory,
    controlled: line.requiresDeaLicense ?? false,
  });
  if (percent === 0 || line.priceChannel !== 'retail' || !product) return;
  const info = derivePriceInfo({
    sku: line.sku,
    retail: { centAmount: product.retailPrice, discountedCentAmount: product.discountedRetailPrice },
    loyaltyPercent: percent,
  });
  if (!info.loyaltySaving || info.bestPrice === undefined) return;
  line.priceCentAmount = info.bestPrice;
  line.totalCentAmount = info.bestPrice * line.quantity;
  line.loyaltyPercent = info.loyaltyPercent ?? percent;
  line.loyaltySavingCentAmount = info.loyaltySaving;
}

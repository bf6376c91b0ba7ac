import { replenishPlanRepository, schema } from '@chairside/db';
import { eq } from 'drizzle-orm';
import type { TestApi } from '../../../../test/test-api';
import type { CheckoutFixture } from '../../checkout/checkout.test-fixture';

export interface PlanSettings {
  nextOrderDate: string;
  planDays?: number;
  paymentType?: 'Net30' | 'CreditCard';
  cardNumber?: string;
}

/**
 * A plan of a new customer of the office, written through the plan repository: its items are a cart's lines (gloves ×
 * 2 unless told), shipped to `address`. Returns the customer's signed-in headers for API calls.
 */
export async function planOf(
  api: TestApi,
  f: CheckoutFixture,
  office: { id: string },
  address: string,
  plan: PlanSettings,
  lines: Record<string, number> = { [f.skus.gloves]: 2 },
) {
  const { customer, headers } = await f.customerIn(office);
  const cart = await f.cartWith(headers, lines, address);
  const cardId = plan.cardNumber ? await f.cardOf(headers, plan.cardNumber) : null;
  const rows = await api.db.select().from(schema.cartLineItems).where(eq(schema.cartLineItems.cartId, cart.id));
  const created = await replenishPlanRepository(api.db).create({
    cart: { customerId: customer.id, businessUnitId: office.id, currency: 'USD' },
    plan: {
      planDays: plan.planDays ?? 30,
      nextOrderDate: plan.nextOrderDate,
      scheduleAnchor: plan.nextOrderDate,
      paymentType: plan.paymentType ?? 'Net30',
      cardId,
      shippingAddressId: address,
    },
    lines: rows.map(({ id: _id, cartId: _cart, ...line }) => ({
      ...line,
      customFields: { replenished: true, days_replenished: plan.planDays ?? 30 },
    })),
    at: new Date(),
  });
  return { planId: created.plan.cartId, customer, headers };
}

/** The orders a plan placed. */
export const planOrders = (api: TestApi, planId: string) =>
  api.db.select().from(schema.orders).where(eq(schema.orders.replenishPlanId, planId));

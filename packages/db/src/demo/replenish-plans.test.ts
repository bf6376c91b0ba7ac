import { planItemKey, planSuggestions, todayIn, type PurchaseLine } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { demoDataset } from './index';
import { demoPlanTimeZone } from './replenish-plans';

describe('demo REPLENISH plans', () => {
  // 02:30 UTC is still the day before in New York: plan dates are the distributor's calendar dates.
  const now = new Date('2026-03-15T02:30:00Z');
  const data = demoDataset({ passwordHash: 'fake-hash', now });
  const { customers } = data.accounts;
  const customerId = (email: string) => customers.find((customer) => customer.email === email)!.id;

  it.each(['demo-customer@example.com', 'demo-retail@example.com'])(
    '%s has a plan due today and one that needs attention, each with items',
    (email) => {
      const plans = data.replenishPlans.plans.filter((plan) => plan.customerId === customerId(email));
      expect(plans.some((plan) => plan.status === 'Active' && plan.nextOrderDate === '2026-03-14')).toBe(true);
      const attention = plans.find((plan) => plan.status === 'NeedsAttention');
      expect(attention?.attentionMessage).toBeTruthy();
      // The cause is real, so the scheduler's retries keep the plan where it is until the customer acts.
      if (attention?.attentionReason === 'AddressNotEligible') {
        const address = data.accounts.addresses.find((candidate) => candidate.id === attention.shippingAddressId);
        expect(address?.eligibleForOnlineOrdering).toBe(false);
      } else {
        expect(attention).toMatchObject({ attentionReason: 'CardMissing', paymentType: 'CreditCard' });
        expect(attention?.cardId ?? null).toBeNull();
      }
      for (const plan of plans)
        expect(data.replenishPlans.lines.filter((line) => line.cartId === plan.cartId).length).toBeGreaterThan(0);
      expect(data.replenishPlans.carts.every((cart) => cart.origin === 'Merchant')).toBe(true);
    },
  );

  it("gives the contract customer's office a steady habit the suggestion estimator finds", () => {
    const customer = customerId('demo-customer@example.com');
    const office = data.replenishPlans.plans.find((plan) => plan.customerId === customer)!.businessUnitId;
    const orders = new Map(
      data.orders.orders
        .filter((order) => order.businessUnitId === office && order.orderState !== 'Cancelled')
        .map((order) => [order.id, order]),
    );
    const lines: PurchaseLine[] = data.orders.lines.flatMap((line) => {
      const order = orders.get(line.orderId);
      if (!order) return [];
      return [
        {
          itemNumber: line.itemNumber!,
          uom: line.uom!,
          name: line.name['en-US']!,
          quantity: line.quantity,
          orderDate: todayIn(demoPlanTimeZone, order.completedAt),
          orderedAt: order.completedAt.toISOString(),
        },
      ];
    });
    const planned = new Set(data.replenishPlans.lines.map((line) => planItemKey(line.itemNumber, line.uom)));
    const suggestions = planSuggestions(lines, planned, todayIn(demoPlanTimeZone, now));
    expect(suggestions.some((suggestion) => suggestion.intervalDays >= 12 && suggestion.intervalDays <= 17)).toBe(true);
  });
});

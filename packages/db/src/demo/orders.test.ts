import { cartSummary, checkTransition, initialOrderStates, orderStates, type StateMachine } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { demoDataset } from './index';

const now = new Date('2026-03-15T15:30:00Z');
const today = new Date('2026-03-15T00:00:00Z');
const day = 86_400_000;
const generate = (products = 1500) => demoDataset({ passwordHash: 'fake-hash', now, products }).orders;

describe('demo order history', () => {
  const data = generate();
  const { customers } = demoDataset({ passwordHash: 'fake-hash', now }).accounts;
  const customerId = (email: string) => customers.find((customer) => customer.email === email)!.id;

  it('is deterministic and relative to the seed day', () => {
    expect(JSON.stringify(generate())).toBe(JSON.stringify(data));
    const later = demoDataset({ passwordHash: 'fake-hash', now: new Date(now.getTime() + 10 * day) }).orders;
    expect(later.orders[0]!.completedAt.getTime() - data.orders[0]!.completedAt.getTime()).toBe(10 * day);
  });

  it('gives both demo customers a few dozen orders over the last ~90 days, plus a few older than the 100-day window', () => {
    const recent = (email: string) =>
      data.orders.filter(
        (order) => order.customerId === customerId(email) && order.completedAt.getTime() > today.getTime() - 100 * day,
      );
    expect(recent('demo-customer@example.com').length).toBeGreaterThanOrEqual(20);
    expect(recent('demo-retail@example.com').length).toBeGreaterThanOrEqual(10);
    expect(data.orders.some((order) => order.completedAt.getTime() < today.getTime() - 100 * day)).toBe(true);
    for (const order of data.orders) {
      expect(order.completedAt.getTime()).toBeLessThan(today.getTime());
      expect(order.lastModifiedAt!.getTime()).toBeLessThan(today.getTime());
    }
  });

  it('prices lines and totals with the spec §9 fees, and pays retail orders by card only', () => {
    for (const order of data.orders) {
      const lines = data.lines.filter((line) => line.orderId === order.id);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line.totalCentAmount).toBe(line.priceCentAmount * line.quantity);
      const summary = cartSummary(lines.map((line) => ({ centAmount: line.priceCentAmount, quantity: line.quantity })));
      expect(order.subtotalCentAmount).toBe(summary.lineItemsTotal);
      // The total holds the order's shipping (spec §9: the cart total includes it).
      expect(order.totalCentAmount).toBe(summary.total + (order.shippingMethod?.centAmount ?? 0));
      expect(order.handlingFeeCentAmount).toBe(599);
      if (order.customerId === customerId('demo-retail@example.com')) expect(order.paymentMethod).toBe('card');
      if (order.paymentMethod === 'card') expect(order.cardLast4).toMatch(/^\d{4}$/);
    }
  });

  it('mixes states: open orders waiting for the ERP, shipped ones with tracking numbers, delivered, cancelled', () => {
    expect([...new Set(data.orders.map((order) => order.orderState))].sort()).toEqual([
      'Cancelled',
      'Complete',
      'Confirmed',
      'Open',
    ]);
    expect([...new Set(data.orders.map((order) => order.shipmentState))]).toEqual(
      expect.arrayContaining(['Shipped', 'Delivered']),
    );
    for (const order of data.orders) {
      const shipped = data.history.some(
        (entry) => entry.orderId === order.id && (entry.state === 'Shipped' || entry.state === 'Partial'),
      );
      expect(order.trackingNumbers!.length > 0).toBe(shipped);
      const exportRow = data.exports.find((row) => row.orderId === order.id)!;
      expect(exportRow.exportedAt != null).toBe(order.processedByErp);
    }
    expect(data.orders.some((order) => !order.processedByErp)).toBe(true);
  });

  it('records every order as a legal path through the state tables, from the placed states to the stored ones', () => {
    const walk = (machine: StateMachine, path: readonly string[]) => {
      for (let step = 1; step < path.length; step += 1)
        expect(checkTransition(machine, path[step - 1]!, path[step]!), path.join(' → ')).toEqual({ ok: true });
      return path[path.length - 1];
    };
    // The history mixes order and shipment states (their names do not overlap); payments are not recorded in it.
    const isOrderState = (state: string) => (orderStates as readonly string[]).includes(state);
    for (const order of data.orders) {
      const initial = initialOrderStates(order.paymentMethod);
      const recorded = data.history.filter((entry) => entry.orderId === order.id).map((entry) => entry.state);
      // Placement records the first order state; the ERP's updates follow it.
      expect(recorded[0]).toBe(initial.orderState);
      expect(walk('order', recorded.filter(isOrderState))).toBe(order.orderState);
      const shipment = walk('shipment', [initial.shipmentState, ...recorded.filter((state) => !isOrderState(state))]);
      if (order.orderState === 'Cancelled') {
        // A cancelled order keeps neither a shipment nor a payment state.
        expect([order.shipmentState, order.paymentState]).toEqual([null, null]);
        continue;
      }
      expect(order.shipmentState).toBe(shipment);
      walk('payment', [...new Set([initial.paymentState, order.paymentState!])]);
    }
  });

  it('buys from a short list of favourites, so recent items repeat', () => {
    const skus = data.lines.map((line) => line.sku);
    expect(new Set(skus).size).toBeLessThan(skus.length / 2);
  });

  it('still works with a tiny catalogue', () => {
    expect(generate(10).orders.length).toBeGreaterThan(0);
  });
});

import type { Order } from '@chairside/contracts';
import { describe, expect, it } from 'vitest';
import { formatDate, orderStatusLabel, orderStatusTone, paymentLabel, trackingUrl } from './order-labels';

describe('order labels', () => {
  it.each([
    [{ orderState: 'Cancelled', shipmentState: 'Shipped' }, 'Cancelled', 'stopped'],
    [{ orderState: 'Complete', shipmentState: 'Delivered' }, 'Delivered', 'done'],
    [{ orderState: 'Complete', shipmentState: undefined }, 'Complete', 'done'],
    [{ orderState: 'Confirmed', shipmentState: 'Shipped' }, 'Shipped', 'moving'],
    [{ orderState: 'Confirmed', shipmentState: 'Partial' }, 'Partially shipped', 'moving'],
    [{ orderState: 'Confirmed', shipmentState: 'Backorder' }, 'On backorder', 'waiting'],
    [{ orderState: 'Confirmed', shipmentState: 'Ready' }, 'Ready to ship', 'waiting'],
    [{ orderState: 'Open', shipmentState: 'Pending' }, 'Received', 'waiting'],
  ] as const)('%j reads %s', (order, label, tone) => {
    expect(orderStatusLabel(order)).toBe(label);
    expect(orderStatusTone(order)).toBe(tone);
  });

  const withPayment = (method: 'card' | 'on-account', brand?: string, last4?: string) =>
    ({
      custom: { fields: { payment_method: method } },
      paymentInfo: {
        payments: [
          { typeId: 'payment', id: 'p', obj: { custom: { fields: { card_brand: brand, card_last4: last4 } } } },
        ],
      },
    }) as unknown as Order;

  it('names the card by brand and last 4, or the account terms', () => {
    expect(paymentLabel(withPayment('card', 'visa', '1111'))).toBe('Visa •••• 1111');
    expect(paymentLabel(withPayment('card', 'amex', '8431'))).toBe('American Express •••• 8431');
    expect(paymentLabel(withPayment('card', 'someday-pay', '0000'))).toBe('someday-pay •••• 0000');
    expect(paymentLabel(withPayment('on-account'))).toBe('On account (Net 30)');
  });

  it('dates orders by the Eastern business day and links known carriers', () => {
    expect(formatDate('2026-03-15T03:00:00Z')).toBe('Mar 14, 2026');
    expect(trackingUrl('UPS', '1Z 99')).toBe('https://www.ups.com/track?tracknum=1Z%2099');
    expect(trackingUrl('Courier Co', '42')).toBeUndefined();
  });
});

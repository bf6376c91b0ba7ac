import type { Order } from '@chairside/contracts';
import { cardLabel } from '@/modules/payments/brand-labels';

/** The one status a customer reads for an order: cancellation and completion first, then where the shipment is. */
export function orderStatusLabel(order: Pick<Order, 'orderState' | 'shipmentState'>): string {
  if (order.orderState === 'Cancelled') return 'Cancelled';
  switch (order.shipmentState) {
    case 'Delivered':
      return 'Delivered';
    case 'Shipped':
      return 'Shipped';
    case 'Partial':
      return 'Partially shipped';
    case 'Backorder':
      return 'On backorder';
    case 'Delayed':
      return 'Delayed';
    case 'Ready':
      return 'Ready to ship';
    default:
      break;
  }
  if (order.orderState === 'Complete') return 'Complete';
  return order.orderState === 'Confirmed' ? 'Processing' : 'Received';
}

/** The tone of the status badge. */
export function orderStatusTone(
  order: Pick<Order, 'orderState' | 'shipmentState'>,
): 'done' | 'moving' | 'waiting' | 'stopped' {
  if (order.orderState === 'Cancelled') return 'stopped';
  if (order.shipmentState === 'Delivered' || order.orderState === 'Complete') return 'done';
  if (order.shipmentState === 'Shipped' || order.shipmentState === 'Partial') return 'moving';
  return 'waiting';
}

/** "Visa •••• 1111" for a card, "On account (Net 30)" otherwise; never more of the card than brand and last 4. */
export function paymentLabel(order: Order): string {
  const payment = order.paymentInfo.payments[0]?.obj;
  if (order.custom.fields.payment_method !== 'card') return 'On account (Net 30)';
  return cardLabel(payment?.custom.fields.card_brand, payment?.custom.fields.card_last4);
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'America/New_York',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/New_York',
  timeZoneName: 'short',
});

/** "Mar 14, 2026": dates as the distributor's (Eastern) business day. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** A carrier's tracking page for the number, where the carrier is known. */
export function trackingUrl(carrier: string, trackingNumber: string): string | undefined {
  const number = encodeURIComponent(trackingNumber);
  switch (carrier.toUpperCase()) {
    case 'UPS':
      return `https://www.ups.com/track?tracknum=${number}`;
    case 'FEDEX':
      return `https://www.fedex.com/fedextrack/?trknbr=${number}`;
    case 'USPS':
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`;
    default:
      return undefined;
  }
}

import type { OrderDetails } from '@chairside/db';
import { formatMoney, support } from '@chairside/domain';
import type { Mail } from '../mail/mailer';

/** "Placed by <name> (<email>) for <customer>" of an order a representative placed (issue 18). */
export function placedByLine(order: OrderDetails['order']): string | undefined {
  if (order.placedByEmail === null) return undefined;
  const who = order.placedByName ? `${order.placedByName} (${order.placedByEmail})` : order.placedByEmail;
  return `Placed by ${who} for ${order.customerEmail ?? 'the customer'}.`;
}

/**
 * The order confirmation (issue 6): order number, lines (with what is backordered), fees and
 * total, payment and PO, as plain text, and who placed it for the customer. Card details are brand and last 4 only.
 */
export function orderConfirmationMail({ order, lines }: OrderDetails, to: string): Mail {
  const money = (centAmount: number) => formatMoney(centAmount, order.currencyCode);
  const lineText = lines.map((line) => {
    const name = line.name['en-US'] ?? Object.values(line.name)[0] ?? line.sku;
    const backorder = line.backorderedQuantity > 0 ? ` (${line.backorderedQuantity} backordered)` : '';
    return `- ${line.itemNumber ?? line.sku} ${name}${line.uom ? ` (${line.uom})` : ''}: ${line.quantity} × ${money(line.priceCentAmount)} = ${money(line.totalCentAmount)}${backorder}`;
  });
  const payment =
    order.paymentMethod === 'card'
      ? `Card: ${order.cardBrand ?? 'card'} ending in ${order.cardLast4 ?? ''}`
      : 'On account (Net 30)';
  const fees: [string, number][] = [
    ['Handling fee', order.handlingFeeCentAmount],
    ['Minimum order fee', order.minimumOrderFeeCentAmount],
    ['Hazardous fee', order.hazardousFeeCentAmount],
    ['Refrigerated fee', order.refrigeratedFeeCentAmount],
  ];
  const placedBy = placedByLine(order);
  const text = [
    `Thank you for your order ${order.orderNumber}.`,
    ...(placedBy ? [placedBy] : []),
    '',
    ...lineText,
    '',
    `Subtotal: ${money(order.subtotalCentAmount)}`,
    ...fees.filter(([, amount]) => amount > 0).map(([label, amount]) => `${label}: ${money(amount)}`),
    `Total: ${money(order.totalCentAmount)}`,
    '',
    `Payment: ${payment}`,
    ...(order.purchaseOrderNumber ? [`PO number: ${order.purchaseOrderNumber}`] : []),
    '',
    `Questions? Call customer service at ${support.phone} (${support.hours}).`,
  ].join('\n');
  return { to, subject: `Your order ${order.orderNumber}`, text };
}

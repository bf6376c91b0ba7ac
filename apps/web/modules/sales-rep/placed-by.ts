import type { Order } from '@chairside/contracts';

/** "Placed by Sam Rep for office@example.com": an order a representative placed for the customer (issue 18). */
export function placedByLabel(
  placedBy: { name: string | null | undefined; email: string } | undefined,
  customerEmail: string | null | undefined,
): string | undefined {
  if (!placedBy) return undefined;
  const who = placedBy.name || placedBy.email;
  return customerEmail ? `Placed by ${who} for ${customerEmail}` : `Placed by ${who}`;
}

/** An order's "placed by" line, from the custom fields the API sets when a representative placed it. */
export function orderPlacedBy(order: Pick<Order, 'custom' | 'customerEmail'>): string | undefined {
  const { placed_by_email: email, placed_by_name: name } = order.custom.fields;
  return placedByLabel(email ? { email, name } : undefined, order.customerEmail);
}

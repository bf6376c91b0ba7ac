import { randomUUID } from 'node:crypto';
import { createOrder, type Db, type NewOrder, type NewOrderLine, type OrderDetails } from '@chairside/db';
import { cartSummary } from '@chairside/domain';

/** An order line for tests: sku CS-<n>-BX, unit price in cents. */
export const testLine = (
  sku: string,
  quantity: number,
  priceCentAmount: number,
  extra: Partial<NewOrderLine> = {},
): NewOrderLine => ({
  sku,
  itemNumber: sku.replace(/\D/g, '') || '1000000',
  uom: 'BX',
  name: { 'en-US': `Nitrile gloves ${sku}` },
  productSlug: { 'en-US': `nitrile-gloves-${sku.toLowerCase()}` },
  quantity,
  priceCentAmount,
  priceChannel: 'retail',
  ...extra,
});

/**
 * Places an order straight through the repository, as POST /ct/hs-orders will inside its
 * transaction: totals from the domain rules, card payment unless said otherwise.
 */
export async function placeTestOrder(
  db: Db,
  owner: { customerId: string; businessUnitId: string },
  options: {
    completedAt?: Date;
    lines?: NewOrderLine[];
    onAccount?: boolean;
    cartId?: string;
    extra?: Partial<NewOrder>;
  } = {},
): Promise<OrderDetails> {
  const lines = options.lines ?? [testLine('CS-1001-BX', 2, 1250)];
  const summary = cartSummary(lines.map((line) => ({ centAmount: line.priceCentAmount, quantity: line.quantity })));
  const result = await db.transaction((tx) =>
    createOrder(tx, {
      cartId: options.cartId ?? randomUUID(),
      customerId: owner.customerId,
      customerEmail: 'buyer@example.com',
      businessUnitId: owner.businessUnitId,
      purchaseOrderNumber: 'PO-4711',
      shippingAccountNumber: 'SA-1',
      shippingAddress: {
        id: 'ship0001',
        firstName: 'Dana',
        lastName: 'Whitfield',
        streetNumber: '1200',
        streetName: 'Market St',
        city: 'Philadelphia',
        state: 'PA',
        postalCode: '19107',
        country: 'US',
        shippingAccountNumber: 'SA-1',
        hasActiveDeaLicense: true,
      },
      billingAddress: {
        id: 'bill0001',
        firstName: 'Accounts',
        lastName: 'Payable',
        streetNumber: '1200',
        streetName: 'Market St',
        city: 'Philadelphia',
        state: 'PA',
        postalCode: '19107',
        country: 'US',
      },
      shippingMethod: { id: randomUUID(), key: 'ground', name: 'UPS Ground', centAmount: 999 },
      discountCodes: [{ id: randomUUID(), code: 'SPRING10', state: 'MatchesCart' }],
      totals: { ...summary.fees, total: summary.total },
      payment: options.onAccount
        ? { method: 'on-account' }
        : {
            method: 'card',
            cardId: randomUUID(),
            brand: 'visa',
            last4: '1111',
            gatewayAuthorizationId: 'sbx_auth_test',
          },
      lines,
      completedAt: options.completedAt ?? new Date(),
      ...options.extra,
    }),
  );
  if (result.outcome !== 'created') throw new Error(`placeTestOrder: cart ${options.cartId} already has an order`);
  return result.order;
}

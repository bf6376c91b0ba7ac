import type { Cart, Customer, CustomerAddress, Order, ShippingMethod } from '@chairside/contracts';

/** Test builders: only the fields the checkout's pure functions read, cast to the contract types. */

export function address(id: string, fields: Partial<CustomerAddress['custom']['fields']> = {}): CustomerAddress {
  return {
    id,
    streetNumber: '1',
    streetName: `${id} Street`,
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    country: 'US',
    custom: {
      type: { typeId: 'type', id: 't' },
      fields: {
        business_unit: 'bu',
        has_active_dea_license: false,
        eligible_for_online_ordering: true,
        hs_shipping_account_number: `SA-${id}`,
        ...fields,
      },
    },
  };
}

export function customer(
  addresses: CustomerAddress[],
  flags: Partial<Customer['custom']['fields']> = {},
  billingIds: string[] = [],
): Customer {
  return {
    addresses,
    shippingAddressIds: addresses.map((entry) => entry.id).filter((id) => !billingIds.includes(id)),
    billingAddressIds: billingIds,
    custom: { fields: { checkout_declined: false, checkout_approved: true, terms_allowed: false, ...flags } },
  } as unknown as Customer;
}

type LineInput = { id?: string; sku: string; quantity?: number; cents?: number; controlled?: boolean; name?: string };

export function cart(lines: LineInput[], extra: Partial<Cart> = {}): Cart {
  return {
    id: 'cart-1',
    totalPrice: { type: 'centPrecision', currencyCode: 'USD', centAmount: 0, fractionDigits: 2 },
    display: { total: 12_345, lineItemsTotal: 10_000 },
    lineItems: lines.map((line, index) => ({
      id: line.id ?? `line-${index}`,
      name: { 'en-US': line.name ?? `Product ${line.sku}` },
      variant: { sku: line.sku },
      quantity: line.quantity ?? 1,
      price: { value: { centAmount: line.cents ?? 1000 } },
      custom: {
        fields: {
          hs_item_number: `IN-${line.sku}`,
          hs_uom: 'BX',
          requires_active_dea_license: line.controlled ?? false,
          price_channel: 'retail',
        },
      },
    })),
    ...extra,
  } as unknown as Cart;
}

export function order(lines: LineInput[]): Order {
  return {
    id: 'order-1',
    orderNumber: 'CS-100001',
    totalPrice: { type: 'centPrecision', currencyCode: 'USD', centAmount: 2599, fractionDigits: 2 },
    lineItems: lines.map((line, index) => ({
      id: `line-${index}`,
      name: { 'en-US': line.name ?? `Product ${line.sku}` },
      variant: { sku: line.sku },
      quantity: line.quantity ?? 1,
      price: { value: { centAmount: line.cents ?? 1000 } },
      custom: { fields: { hs_item_number: `IN-${line.sku}`, hs_uom: 'BX' } },
    })),
  } as unknown as Order;
}

export function method(id: string, rate: number, freeAbove?: number): ShippingMethod {
  const money = (centAmount: number) => ({
    type: 'centPrecision' as const,
    currencyCode: 'USD',
    centAmount,
    fractionDigits: 2,
  });
  return {
    id,
    name: `Method ${id}`,
    active: true,
    zoneRates: [
      {
        zone: { typeId: 'zone', id: 'z' },
        shippingRates: [
          { price: money(rate), ...(freeAbove === undefined ? {} : { freeAbove: money(freeAbove) }), tiers: [] },
        ],
      },
    ],
  } as unknown as ShippingMethod;
}

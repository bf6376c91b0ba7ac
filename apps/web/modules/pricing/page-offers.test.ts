import type { InventoryResponse, PricingResponse } from '@chairside/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfferRequest } from './offers';
import type { ShoppingContext } from './shopping-context';

vi.mock('server-only', () => ({}));
const lookups = vi.hoisted(() => ({
  context: { audience: 'anonymous' } as ShoppingContext,
  fetchPrices: vi.fn(),
  fetchInventory: vi.fn(),
}));
vi.mock('./shopping-context', () => ({ getShoppingContext: async () => lookups.context }));
vi.mock('@/lib/api/pricing', () => ({ fetchPrices: lookups.fetchPrices }));
vi.mock('@/lib/api/inventory', () => ({ fetchInventory: lookups.fetchInventory }));

const { loadPageOffers } = await import('./page-offers');

const units: OfferRequest[] = Array.from({ length: 48 }, (_, index) => ({
  sku: `SKU-${index}`,
  itemNumber: `${1000 + index}`,
  uom: 'BX',
}));
const customer: ShoppingContext = { audience: 'customer', accessToken: 'token', shippingAccountNumber: 'SA-1' };

function priced(skus: readonly string[]): { items: PricingResponse['items']; pricedAt: string } {
  return {
    items: skus.map((sku, index) => ({
      sku,
      success: true,
      price_info: { sku, available: true, bestPrice: 100 + index, strikeRetail: false },
    })),
    pricedAt: '2026-01-01T00:00:00.000Z',
  };
}

function stocked(products: { itemNumber: string; uom: string; quantity: number }[]): InventoryResponse['products'] {
  return products.map((product) => ({
    success: true,
    inbound_params: { item_number: product.itemNumber, uom: product.uom, quantity: product.quantity },
    results: {
      product_availability: {
        primary_uom: { uom: product.uom, quantity: Number(product.itemNumber) },
        secondary_uom: { uom: 'EA', quantity: 0 },
        status: 'in_stock',
        is_on_stock: true,
        backorder_quantity: 0,
        warehouse: 'ES1',
      },
    },
  }));
}

beforeEach(() => {
  lookups.fetchPrices
    .mockReset()
    .mockImplementation(async (_token: string, _account: string, skus: string[]) => priced(skus));
  lookups.fetchInventory
    .mockReset()
    .mockImplementation(
      async (_token: string, _account: string, products: { itemNumber: string; uom: string; quantity: number }[]) =>
        stocked(products),
    );
});

describe('loadPageOffers', () => {
  it('prices and checks stock for a whole page in one call each, for the default shipping account', async () => {
    lookups.context = customer;
    const offers = await loadPageOffers([...units, units[0]!]);
    expect(lookups.fetchPrices).toHaveBeenCalledTimes(1);
    expect(lookups.fetchPrices).toHaveBeenCalledWith(
      'token',
      'SA-1',
      units.map((unit) => unit.sku),
    );
    expect(lookups.fetchInventory).toHaveBeenCalledTimes(1);
    expect(lookups.fetchInventory.mock.calls[0]![2]).toHaveLength(48);
    if (offers.audience !== 'customer') throw new Error('expected customer offers');
    expect(offers.bySku.get('SKU-7')?.price?.bestPrice).toBe(107);
    expect(offers.bySku.get('SKU-7')?.stock?.primary_uom.quantity).toBe(1007);
    expect(offers.pricedAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('asks for stock only of units with an item number and unit of measure', async () => {
    lookups.context = customer;
    await loadPageOffers([{ sku: 'NO-ITEM', itemNumber: undefined, uom: 'BX' }, units[0]!]);
    expect(lookups.fetchInventory.mock.calls[0]![2]).toEqual([{ itemNumber: '1000', uom: 'BX', quantity: 1 }]);
  });

  it.each(['anonymous', 'no-address'] as const)('makes no lookup for %s visitors', async (audience) => {
    lookups.context = { audience };
    expect(await loadPageOffers(units)).toEqual({ audience });
    expect(lookups.fetchPrices).not.toHaveBeenCalled();
    expect(lookups.fetchInventory).not.toHaveBeenCalled();
  });

  it('says prices are unavailable when the lookup fails, and still shows stock', async () => {
    lookups.context = customer;
    lookups.fetchPrices.mockRejectedValue(new Error('down'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offers = await loadPageOffers(units);
    if (offers.audience !== 'customer') throw new Error('expected customer offers');
    expect(offers.pricesUnavailable).toBe(true);
    expect(offers.bySku.get('SKU-1')?.stock?.status).toBe('in_stock');
  });
});

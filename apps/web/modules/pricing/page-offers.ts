import 'server-only';
import type { InventoryResponse, PricingResponse } from '@chairside/contracts';
import { unstable_rethrow } from 'next/navigation';
import { fetchInventory } from '@/lib/api/inventory';
import { fetchPrices } from '@/lib/api/pricing';
import { type Offer, type OfferRequest, type PageOffers } from './offers';
import { getShoppingContext } from './shopping-context';

/** Stock is asked for one unit: "can one be shipped now", the state a card or unit row shows. */
const stockQuantity = 1;

async function orUndefined<T>(what: string, call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    unstable_rethrow(error);
    // Spec §8: lookup failures are logged and the page renders without the data.
    console.error(`${what} failed:`, error);
    return undefined;
  }
}

function uniqueBySku(requests: readonly OfferRequest[]): OfferRequest[] {
  const seen = new Map<string, OfferRequest>();
  for (const request of requests) if (!seen.has(request.sku)) seen.set(request.sku, request);
  return [...seen.values()];
}

function combine(
  units: readonly OfferRequest[],
  prices: PricingResponse['items'],
  stockable: readonly OfferRequest[],
  stock: InventoryResponse['products'] | undefined,
): Map<string, Offer> {
  const priceBySku = new Map(prices.filter((item) => item.success).map((item) => [item.sku, item.price_info]));
  const stockBySku = new Map(stockable.map((unit, index) => [unit.sku, stock?.[index]?.results?.product_availability]));
  return new Map(units.map((unit) => [unit.sku, { price: priceBySku.get(unit.sku), stock: stockBySku.get(unit.sku) }]));
}

/**
 * The customer's prices and stock for every unit a page shows: ONE /ct/pricing and ONE
 * /ct/inventory call for the whole page (made in parallel, per request, with the customer's token,
 * never cached), however many cards it has. Pages gather all their units first and call this once.
 */
export async function loadPageOffers(requests: readonly OfferRequest[]): Promise<PageOffers> {
  const context = await getShoppingContext();
  // The prompt audiences have nothing to look up.
  if (context.audience !== 'customer') return context;
  const units = uniqueBySku(requests);
  if (units.length === 0)
    return { audience: 'customer', bySku: new Map(), pricedAt: undefined, pricesUnavailable: false };
  const stockable = units.filter((unit) => unit.itemNumber && unit.uom);
  const { accessToken, shippingAccountNumber } = context;
  const [prices, stock] = await Promise.all([
    orUndefined(
      'Price lookup',
      fetchPrices(
        accessToken,
        shippingAccountNumber,
        units.map((unit) => unit.sku),
      ),
    ),
    stockable.length === 0
      ? Promise.resolve([])
      : orUndefined(
          'Inventory lookup',
          fetchInventory(
            accessToken,
            shippingAccountNumber,
            stockable.map((unit) => ({ itemNumber: unit.itemNumber!, uom: unit.uom!, quantity: stockQuantity })),
          ),
        ),
  ]);
  return {
    audience: 'customer',
    bySku: combine(units, prices?.items ?? [], stockable, stock),
    pricedAt: prices?.pricedAt,
    pricesUnavailable: prices === undefined,
  };
}

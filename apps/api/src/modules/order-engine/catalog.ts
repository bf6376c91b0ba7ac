import type { MyCartUpdateAction } from '@chairside/contracts';
import { cartRepository, type CatalogVariantRecord, type Db, type SkuPriceRecord } from '@chairside/db';
import { recordCache } from '../pricing/record-cache';

/** The variants and price records an update needs, read before the cart is locked (catalogue reads need no lock). */
export interface CartCatalog {
  variantBySku: Map<string, CatalogVariantRecord>;
  variantByProduct: Map<string, CatalogVariantRecord>;
  prices: Map<string, SkuPriceRecord>;
}

const productKey = (productId: string, variantId: number) => `${productId}/${variantId}`;

export function emptyCatalog(): CartCatalog {
  return { variantBySku: new Map(), variantByProduct: new Map(), prices: new Map() };
}

/**
 * Loads published variants by sku or product id with their price records (those of the pricing module's batched
 * lookup, standalonePriceRepository.skuPrices) into `into`, in one statement.
 */
export async function loadCatalog(
  db: Db,
  refs: { skus: readonly string[]; productIds: readonly string[] },
  at: Date,
  into: CartCatalog = emptyCatalog(),
): Promise<CartCatalog> {
  const skus = [...new Set(refs.skus)].filter((sku) => !into.variantBySku.has(sku));
  const productIds = [...new Set(refs.productIds)];
  if (skus.length === 0 && productIds.length === 0) return into;
  for (const { variant, prices } of await cartRepository(db).pricedCatalogVariants({ skus, productIds }, at)) {
    into.variantBySku.set(variant.sku, variant);
    into.variantByProduct.set(productKey(variant.productId, variant.variantId), variant);
    into.prices.set(variant.sku, prices);
  }
  return into;
}

interface CatalogEntry {
  variant: CatalogVariantRecord;
  prices: SkuPriceRecord | undefined;
}

/** Skus whose variant and price records stay in memory. */
const cachedSkus = 50_000;

/**
 * loadCatalog behind the pricing module's short-lived record cache, for adding lines: a sku added
 * within `ttlMs` is not read again (the same staleness POST /ct/pricing accepts; repricing and
 * order placement read fresh prices). Product ids are always read.
 */
export function cachedCatalog(ttlMs: number) {
  const entries = recordCache<CatalogEntry>(ttlMs, cachedSkus, (entry) => entry.variant.sku);
  return async (
    db: Db,
    refs: { skus: readonly string[]; productIds: readonly string[] },
    at: Date,
  ): Promise<CartCatalog> => {
    const catalog = emptyCatalog();
    const found = await entries.getMany(refs.skus, async (missing) => {
      const loaded = await loadCatalog(db, { skus: missing, productIds: [] }, at);
      return [...loaded.variantBySku.values()].map((variant) => ({ variant, prices: loaded.prices.get(variant.sku) }));
    });
    for (const { variant, prices } of found.values()) {
      catalog.variantBySku.set(variant.sku, variant);
      catalog.variantByProduct.set(productKey(variant.productId, variant.variantId), variant);
      if (prices) catalog.prices.set(variant.sku, prices);
    }
    return refs.productIds.length > 0
      ? loadCatalog(db, { skus: [], productIds: refs.productIds }, at, catalog)
      : catalog;
  };
}

/** The skus and product ids the addLineItem actions of an update name. */
export function catalogRefsOf(actions: readonly MyCartUpdateAction[]): { skus: string[]; productIds: string[] } {
  const skus: string[] = [];
  const productIds: string[] = [];
  for (const action of actions) {
    if (action.action !== 'addLineItem') continue;
    if (action.sku !== undefined) skus.push(action.sku);
    else if (action.productId !== undefined) productIds.push(action.productId);
  }
  return { skus, productIds };
}

/** The variant an addLineItem names: by sku, or by product id and variant id (the master variant, 1, by default). */
export function variantOf(
  catalog: CartCatalog,
  ref: { sku?: string | undefined; productId?: string | undefined; variantId?: number | undefined },
): CatalogVariantRecord | undefined {
  if (ref.sku !== undefined) return catalog.variantBySku.get(ref.sku);
  return ref.productId === undefined
    ? undefined
    : catalog.variantByProduct.get(productKey(ref.productId, ref.variantId ?? 1));
}

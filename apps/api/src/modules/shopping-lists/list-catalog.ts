import type { ListVariantRecord, ShoppingListRepository } from '@chairside/db';
import { ApiError, invalidInput } from '../../http/api-error';

/** How a draft line or addLineItem names its variant: a sku, or a product id and variant id (none: the master). */
export interface LineRef {
  sku?: string | undefined;
  productId?: string | undefined;
  variantId?: number | undefined;
}

const masterVariantId = 1;
const refLabel = (ref: LineRef) =>
  ref.sku !== undefined ? ref.sku : `${ref.productId ?? ''}/${ref.variantId ?? masterVariantId}`;

/** Every variant an update or a draft names, read in one query before anything is written. */
export interface ListCatalog {
  variantOf(ref: LineRef): ListVariantRecord;
  /** The product's variant in unit `uom`, if it sells in that unit. */
  unitOf(productId: string, uom: string): ListVariantRecord | undefined;
}

/**
 * Reads the variants `refs` name and all units of `productIds` (for moves to another unit) in one query; refs no
 * published product answers are refused all at once, each named, so an import can report them.
 */
export async function loadListCatalog(
  lists: ShoppingListRepository,
  refs: readonly LineRef[],
  productIds: readonly string[],
): Promise<ListCatalog> {
  for (const ref of refs)
    if (ref.sku === undefined && ref.productId === undefined)
      throw invalidInput('A line names its product by sku, or by productId and variantId.');
  const variants = await lists.variants({
    skus: [...new Set(refs.flatMap((ref) => (ref.sku === undefined ? [] : [ref.sku])))],
    productIds: [
      ...new Set([...refs.flatMap((ref) => (ref.sku === undefined ? [ref.productId!] : [])), ...productIds]),
    ],
  });
  const bySku = new Map(variants.map((variant) => [variant.sku, variant]));
  const byProduct = new Map(variants.map((variant) => [`${variant.productId}/${variant.variantId}`, variant]));
  const find = (ref: LineRef) =>
    ref.sku !== undefined ? bySku.get(ref.sku) : byProduct.get(`${ref.productId}/${ref.variantId ?? masterVariantId}`);
  const unknown = [...new Set(refs.filter((ref) => !find(ref)).map(refLabel))];
  if (unknown.length > 0)
    throw new ApiError(
      400,
      'ReferencedResourceNotFound',
      `No product is sold as ${unknown.map((label) => `'${label}'`).join(', ')}.`,
      { typeId: 'product', unknown },
    );
  return {
    variantOf: (ref) => find(ref)!,
    unitOf: (productId, uom) => variants.find((variant) => variant.productId === productId && variant.uom === uom),
  };
}

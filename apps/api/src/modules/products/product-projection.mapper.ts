import type { Category, ProductProjection, ProductVariant } from '@chairside/contracts';
import type { ProductRow, ProductVariantRow, ProductWithVariants } from '@chairside/db';
import { nameBasedId } from '../../ids/name-based-id';
import { productTypeId } from './product-types';

type Document = ProductRow['documents'][number];

/** Documents are commercetools assets of the master variant; the id is stable per product and position. */
function toAsset(productId: string, document: Document, position: number): ProductVariant['assets'][number] {
  return {
    id: nameBasedId(`asset:${productId}:${position}`),
    name: { 'en-US': document.name },
    sources: [{ uri: document.url, contentType: 'application/pdf' }],
  };
}

/**
 * hs_sku, hs_item_number and hs_uom are rendered from the variant's indexed columns, which are
 * what `where` queries on these attributes read (see product-projection.fields.ts).
 */
function attributesOf(row: ProductVariantRow): ProductVariant['attributes'] {
  const attributes = { ...row.attributes, hs_sku: row.sku, hs_item_number: row.itemNumber, hs_uom: row.uom };
  return Object.entries(attributes).map(([name, value]) => ({ name, value }));
}

function toVariant(row: ProductVariantRow, assets: ProductVariant['assets']): ProductVariant {
  return {
    id: row.variantId,
    sku: row.sku,
    ...(row.key ? { key: row.key } : {}),
    // Prices are standalone prices (priceMode Standalone), never embedded in the variant.
    prices: [],
    attributes: attributesOf(row),
    images: row.images,
    assets,
  };
}

/**
 * A stored product and its variants as a commercetools ProductProjection (current, published data).
 * `categoriesById` holds the categories to expand into `obj`; without it references stay bare.
 * Unset optional fields are left out, never null.
 */
export function toProductProjection(
  { product, variants }: ProductWithVariants,
  categoriesById?: ReadonlyMap<string, Category>,
): ProductProjection {
  const [master, ...others] = variants;
  if (!master) throw new Error(`Product ${product.id} has no variants`);
  const assets = product.documents.map((document, position) => toAsset(product.id, document, position));
  return {
    id: product.id,
    version: product.version,
    key: product.key,
    productType: { typeId: 'product-type', id: productTypeId(product.productType) },
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    slug: product.slug,
    categories: product.categoryIds.map((id) => {
      const obj = categoriesById?.get(id);
      return { typeId: 'category' as const, id, ...(obj ? { obj } : {}) };
    }),
    ...(Object.keys(product.categoryOrderHints).length > 0 ? { categoryOrderHints: product.categoryOrderHints } : {}),
    ...(product.metaTitle ? { metaTitle: product.metaTitle } : {}),
    ...(product.metaDescription ? { metaDescription: product.metaDescription } : {}),
    ...(product.searchKeywords ? { searchKeywords: product.searchKeywords } : {}),
    hasStagedChanges: false,
    published: product.published,
    masterVariant: toVariant(master, assets),
    variants: others.map((variant) => toVariant(variant, [])),
    priceMode: 'Standalone',
    createdAt: product.createdAt.toISOString(),
    lastModifiedAt: product.lastModifiedAt.toISOString(),
  };
}

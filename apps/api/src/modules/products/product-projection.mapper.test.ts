import type { Category } from '@chairside/contracts';
import type { ProductWithVariants } from '@chairside/db';
import { describe, expect, it } from 'vitest';
import { toProductProjection } from './product-projection.mapper';
import { productTypeId, productTypeNameFor } from './product-types';

const at = new Date('2026-01-02T03:04:05.678Z');
const item: ProductWithVariants = {
  product: {
    id: '7d1f6c8e-0000-4000-8000-000000000001',
    key: 'gloves',
    productType: 'dental-supply',
    name: { 'en-US': 'Gloves' },
    description: null,
    slug: { 'en-US': 'gloves' },
    categoryIds: ['7d1f6c8e-0000-4000-8000-0000000000c1'],
    categoryOrderHints: {},
    metaTitle: null,
    metaDescription: null,
    searchKeywords: null,
    documents: [
      { name: 'Instructions for use', url: '/downloads/ifu.pdf' },
      { name: 'Safety data sheet', url: '/downloads/sds.pdf' },
    ],
    published: true,
    version: 2,
    createdAt: at,
    lastModifiedAt: at,
  },
  variants: [1, 2].map((variantId) => ({
    id: `7d1f6c8e-0000-4000-8000-00000000010${variantId}`,
    productId: '7d1f6c8e-0000-4000-8000-000000000001',
    variantId,
    sku: `CS-1-${variantId}`,
    key: null,
    itemNumber: '1000001',
    uom: variantId === 1 ? 'BX' : 'CS',
    // Stale copies in the jsonb: the columns win, as `where` reads the columns.
    attributes: { brand: 'Coastline', hs_sku: 'stale', hs_uom: 'stale' },
    images: [],
  })),
};

describe('toProductProjection', () => {
  it('leaves unset optional fields out and renders the master apart from the other variants', () => {
    const projection = toProductProjection(item);
    expect(Object.keys(projection).sort()).toEqual(
      [
        'categories',
        'createdAt',
        'hasStagedChanges',
        'id',
        'key',
        'lastModifiedAt',
        'masterVariant',
        'name',
        'priceMode',
        'productType',
        'published',
        'slug',
        'variants',
        'version',
      ].sort(),
    );
    expect(projection.masterVariant).toMatchObject({ id: 1, sku: 'CS-1-1', prices: [], images: [] });
    expect('key' in projection.masterVariant).toBe(false);
    expect(projection.variants.map((variant) => variant.id)).toEqual([2]);
  });

  it('renders hs_sku, hs_item_number and hs_uom from the variant columns', () => {
    expect(toProductProjection(item).variants[0]!.attributes).toEqual([
      { name: 'brand', value: 'Coastline' },
      { name: 'hs_sku', value: 'CS-1-2' },
      { name: 'hs_uom', value: 'CS' },
      { name: 'hs_item_number', value: '1000001' },
    ]);
  });

  it('turns documents into PDF assets of the master variant with stable distinct ids', () => {
    const { assets } = toProductProjection(item).masterVariant;
    expect(assets.map((asset) => [asset.name, asset.sources])).toEqual([
      [{ 'en-US': 'Instructions for use' }, [{ uri: '/downloads/ifu.pdf', contentType: 'application/pdf' }]],
      [{ 'en-US': 'Safety data sheet' }, [{ uri: '/downloads/sds.pdf', contentType: 'application/pdf' }]],
    ]);
    expect(new Set(assets.map((asset) => asset.id)).size).toBe(2);
    expect(toProductProjection(item).masterVariant.assets).toEqual(assets);
  });

  it('puts expanded categories into obj and keeps unexpanded references bare', () => {
    const category = { id: item.product.categoryIds[0]!, key: 'gloves' } as Category;
    expect(toProductProjection(item, new Map([[category.id, category]])).categories).toEqual([
      { typeId: 'category', id: category.id, obj: category },
    ]);
    expect(toProductProjection(item, new Map()).categories).toEqual([{ typeId: 'category', id: category.id }]);
  });

  it('gives the product type a fixed id that maps back to its name', () => {
    const { productType } = toProductProjection(item);
    expect(productType).toEqual({ typeId: 'product-type', id: productTypeId('dental-supply') });
    expect(productType.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(productTypeNameFor(productType.id.toUpperCase())).toBe('dental-supply');
    expect(productTypeNameFor('7d1f6c8e-0000-4000-8000-000000000001')).toBeUndefined();
  });
});

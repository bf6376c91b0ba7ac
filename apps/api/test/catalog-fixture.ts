import { schema, type Db } from '@chairside/db';

/**
 * A small catalogue for the catalogue endpoints' tests: two categories, four products (one
 * unpublished) with their variants, and ids chosen so that `id asc` is fixture order.
 */
export const fixtureIds = {
  categories: {
    root: '00000000-0000-4000-8000-0000000000c0',
    gloves: '00000000-0000-4000-8000-0000000000c1',
    burs: '00000000-0000-4000-8000-0000000000c2',
  },
  products: {
    gloves: '00000000-0000-4000-8000-000000000001',
    burs: '00000000-0000-4000-8000-000000000002',
    composite: '00000000-0000-4000-8000-000000000003',
    hidden: '00000000-0000-4000-8000-000000000004',
  },
} as const;

const { categories: c, products: p } = fixtureIds;
const en = (text: string) => ({ 'en-US': text });

const categoryRows: (typeof schema.categories.$inferInsert)[] = [
  { id: c.root, key: 'storefront-root', name: en('Root'), slug: en('root'), orderHint: '0.1' },
  {
    id: c.gloves,
    key: 'gloves',
    parentId: c.root,
    ancestorIds: [c.root],
    name: en('Gloves'),
    slug: en('gloves'),
    orderHint: '0.2',
    externalId: 'HS-GL',
  },
  {
    id: c.burs,
    key: 'burs',
    parentId: c.root,
    ancestorIds: [c.root],
    name: en('Burs'),
    slug: en('burs'),
    orderHint: '0.3',
  },
];

const productRows: (typeof schema.products.$inferInsert)[] = [
  {
    id: p.gloves,
    key: 'nitrile-gloves',
    name: en('Nitrile Exam Gloves'),
    description: en('Powder-free nitrile gloves.'),
    slug: en('nitrile-exam-gloves-1000001'),
    categoryIds: [c.gloves],
    createdAt: new Date('2024-02-01T10:00:00.000Z'),
    lastModifiedAt: new Date('2024-03-01T10:00:00.000Z'),
  },
  {
    id: p.burs,
    key: 'carbide-burs',
    name: en('Carbide Burs FG 330'),
    slug: en('carbide-burs-fg-330-1000002'),
    categoryIds: [c.burs],
    documents: [{ name: 'Instructions for use', url: '/downloads/instructions-for-use.pdf' }],
    createdAt: new Date('2023-06-15T00:00:00.000Z'),
    lastModifiedAt: new Date('2023-06-15T00:00:00.000Z'),
  },
  {
    id: p.composite,
    key: 'flowable-composite',
    name: en('Ástra Flowable Composite "A2"'),
    slug: en('astra-flowable-composite-1000003'),
    categoryIds: [c.gloves, c.burs],
    createdAt: new Date('2025-01-01T00:00:00.000Z'),
    lastModifiedAt: new Date('2025-01-01T00:00:00.000Z'),
  },
  { id: p.hidden, key: 'progress-bar', name: en('Spend progress bar'), slug: en('progress-bar'), published: false },
];

type Variant = typeof schema.productVariants.$inferInsert;
const variant = (
  productId: string,
  variantId: number,
  itemNumber: string,
  uom: string,
  attributes: Record<string, unknown>,
): Variant => ({
  productId,
  variantId,
  sku: `CS-${itemNumber}-${uom}`,
  key: `${itemNumber}-${uom.toLowerCase()}`,
  itemNumber,
  uom,
  attributes: { hs_sku: `CS-${itemNumber}-${uom}`, hs_item_number: itemNumber, hs_uom: uom, ...attributes },
  images: [{ url: `/media/products/${itemNumber}/1.svg`, dimensions: { w: 600, h: 600 }, label: 'Product' }],
});

const variantRows: Variant[] = [
  variant(p.gloves, 1, '1000001', 'BX', { brand: 'Coastline', latex_free: true, count_per_unit: 100 }),
  variant(p.gloves, 2, '1000001', 'CS', { brand: 'Coastline', latex_free: true, count_per_unit: 1000 }),
  variant(p.burs, 1, '1000002', 'PK', { brand: 'Apex', sterile: false, count_per_unit: 5, previous_sku: '200002-PK' }),
  variant(p.composite, 1, '1000003', 'EA', { brand: 'Ástra', count_per_unit: 1 }),
  variant(p.composite, 2, '1000003', 'BX', { brand: 'Ástra', count_per_unit: 4 }),
  variant(p.composite, 3, '1000003', 'CS', { brand: 'Ástra', count_per_unit: 48 }),
  variant(p.hidden, 1, '0000000', 'EA', { count_per_unit: 1 }),
];

export async function insertCatalogFixture(db: Db): Promise<void> {
  await db.insert(schema.categories).values(categoryRows);
  await db.insert(schema.products).values(productRows);
  await db.insert(schema.productVariants).values(variantRows);
}

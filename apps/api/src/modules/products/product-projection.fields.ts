import { schema } from '@chairside/db';
import { sql } from 'drizzle-orm';
import { localizedField, scalar, type CollectionField, type FieldLookup } from '../../query/field-schema';
import { productTypeNameFor } from './product-types';

const { products, productVariants } = schema;

/**
 * Attributes mirrored by indexed variant columns. A `where` on them, e.g.
 * `variants(attributes(name = "hs_item_number" and value in ("1004821", …)))`, reads the column
 * (unique sku index, (item_number, uom) index) instead of every variant's jsonb. The mapper renders
 * these attributes from the same columns, so what is queried is what is shown.
 */
const indexedAttributes = {
  hs_sku: scalar('text', sql`${productVariants.sku}`, { numbersAsText: true }),
  hs_item_number: scalar('text', sql`${productVariants.itemNumber}`, { numbersAsText: true }),
  hs_uom: scalar('text', sql`${productVariants.uom}`),
};

const variantFields: FieldLookup = {
  id: scalar('number', sql`${productVariants.variantId}`),
  sku: scalar('text', sql`${productVariants.sku}`),
  key: scalar('text', sql`${productVariants.key}`, { nullable: true }),
  attributes: { kind: 'attributes', column: sql`${productVariants.attributes}`, indexed: indexedAttributes },
};

/** Variants of the product, selected by variant id: the master is variant 1. */
const variantCollection = (filter: ReturnType<typeof sql>): CollectionField => ({
  kind: 'collection',
  group: 'product_variants',
  owner: sql`${products.id}`,
  select: sql`select ${productVariants.productId} from ${productVariants}`,
  filter,
  fields: variantFields,
});

/**
 * The queryable fields of a product projection. As in commercetools, `variants` holds only the
 * non-master variants, so a lookup by sku asks `masterVariant(sku in …) or variants(sku in …)`
 * (which the compiler answers with one index scan).
 */
export const productProjectionFields: FieldLookup = {
  id: scalar('uuid', sql`${products.id}`),
  key: scalar('text', sql`${products.key}`),
  version: scalar('number', sql`${products.version}`),
  name: localizedField(sql`${products.name}`),
  slug: localizedField(sql`${products.slug}`),
  description: localizedField(sql`${products.description}`),
  categories: { kind: 'idArray', column: sql`${products.categoryIds}` },
  productType: {
    kind: 'object',
    fields: { id: scalar('uuid', sql`${products.productType}`, { toStored: productTypeNameFor }) },
  },
  published: scalar('boolean', sql`${products.published}`),
  createdAt: scalar('date', sql`${products.createdAt}`),
  lastModifiedAt: scalar('date', sql`${products.lastModifiedAt}`),
  masterVariant: variantCollection(sql`${productVariants.variantId} = 1`),
  variants: variantCollection(sql`${productVariants.variantId} > 1`),
};

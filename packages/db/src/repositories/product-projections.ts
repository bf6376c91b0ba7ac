import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { products, productVariants } from '../schema';
import { perDatabase } from '../per-database';
import { arrayLiteral, uniqueUuids } from './product-search-sql';
import { queryPage, type PageDefinition, type PageRequest, type SortTerm } from './paged-query';

export type ProductRow = typeof products.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;

/** A product with all of its variants, master (variant_id 1) first. */
export interface ProductWithVariants {
  product: ProductRow;
  variants: ProductVariantRow[];
}

export type ProductProjectionSortField = 'id' | 'key' | 'name.en-US' | 'createdAt' | 'lastModifiedAt';
export type ProductProjectionSort = SortTerm<ProductProjectionSortField>;

/** Texts are compared bytewise (collation "C") so PGlite and PostgreSQL servers sort alike; ties by id. */
const page: PageDefinition<ProductProjectionSortField> = {
  sortColumns: {
    id: sql`${products.id}`,
    key: sql`${products.key} collate "C"`,
    'name.en-US': sql`(${products.name}->>'en-US') collate "C"`,
    createdAt: sql`${products.createdAt}`,
    lastModifiedAt: sql`${products.lastModifiedAt}`,
  } satisfies Record<ProductProjectionSortField, SQL>,
  defaultSort: [{ field: 'id', direction: 'asc' }],
  tieBreaker: 'id',
};

/**
 * The reads behind every rendered page of products (search results, product pages), prepared by
 * name: one statement text whatever the number of ids (an array parameter), so PostgreSQL parses
 * it once per connection instead of on every call.
 */
const projectionQueries = perDatabase((db: Db) => {
  const ids = sql`${sql.placeholder('ids')}::uuid[]`;
  const publishedProducts = db
    .select()
    .from(products)
    .where(and(eq(products.published, true), sql`${products.id} = any(${ids})`))
    .prepare('projection_products');
  const variants = db
    .select()
    .from(productVariants)
    .where(sql`${productVariants.productId} = any(${ids})`)
    .orderBy(asc(productVariants.productId), asc(productVariants.variantId))
    .prepare('projection_variants');
  return { products: publishedProducts, variants };
});

/**
 * Reads of the published catalogue as commercetools product projections (staged=false): a product
 * that is not published does not exist for these reads.
 */
export function productProjectionRepository(db: Db) {
  const published = eq(products.published, true);
  // Built once per database: the repository itself is made per call (loadProductProjections), and building the
  // statements cost a search as much CPU as running them.
  const prepared = () => projectionQueries(db);

  /** Variants of the given products in one query, grouped by product id, master first. */
  async function variantsOf(productIds: string[]): Promise<Map<string, ProductVariantRow[]>> {
    const byProduct = new Map<string, ProductVariantRow[]>();
    if (productIds.length === 0) return byProduct;
    const rows = await prepared().variants.execute({ ids: arrayLiteral(productIds) });
    for (const row of rows) {
      const list = byProduct.get(row.productId);
      if (list) list.push(row);
      else byProduct.set(row.productId, [row]);
    }
    return byProduct;
  }

  const withVariants = (rows: ProductRow[], variants: Map<string, ProductVariantRow[]>): ProductWithVariants[] =>
    rows.flatMap((product) => {
      const own = variants.get(product.id);
      // A product without variants has no master variant and cannot be rendered; it is skipped.
      return own ? [{ product, variants: own }] : [];
    });

  return {
    /**
     * Published products by id, in the order of `ids`; unknown (or malformed) ids are skipped. Two queries, run
     * together.
     */
    async findByIds(ids: readonly string[]): Promise<ProductWithVariants[]> {
      const unique = uniqueUuids(ids);
      if (unique.length === 0) return [];
      const [rows, variants] = await Promise.all([
        prepared().products.execute({ ids: arrayLiteral(unique) }),
        variantsOf(unique),
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      return withVariants(ordered, variants);
    },

    /**
     * Whether a product with the key exists, published or not (reserved keys such as progress-bar switch features on).
     */
    async keyExists(key: string): Promise<boolean> {
      const rows = await db.select({ id: products.id }).from(products).where(eq(products.key, key)).limit(1);
      return rows.length > 0;
    },

    async findByKey(key: string): Promise<ProductWithVariants | undefined> {
      const rows = await db
        .select()
        .from(products)
        .where(and(published, eq(products.key, key)))
        .limit(1);
      return withVariants(rows, await variantsOf(rows.map((row) => row.id)))[0];
    },

    /** A page of published products matching `where` (variants are reached through subqueries), sorted and paged. */
    async query(
      request: PageRequest<ProductProjectionSortField>,
    ): Promise<{ items: ProductWithVariants[]; total?: number }> {
      const where = request.where ? and(published, request.where) : published;
      const { rows, total } = await queryPage(db, products, page, { ...request, where });
      const items = withVariants(rows, await variantsOf(rows.map((row) => row.id)));
      return { items, ...(total !== undefined ? { total } : {}) };
    },
  };
}

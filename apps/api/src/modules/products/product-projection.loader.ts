import type { Category, ProductProjection } from '@chairside/contracts';
import { categoryRepository, productProjectionRepository, type Db, type ProductWithVariants } from '@chairside/db';
import { toCategory } from '../categories/categories.mapper';
import { toProductProjection } from './product-projection.mapper';

export interface ProductProjectionLoadOptions {
  /** `expand=categories[*]`: put each referenced Category into its reference's `obj`. */
  expandCategories: boolean;
}

/** Renders loaded products, fetching the referenced categories in one query when they are to be expanded. */
export async function renderProductProjections(
  db: Db,
  items: ProductWithVariants[],
  options: ProductProjectionLoadOptions,
): Promise<ProductProjection[]> {
  let categoriesById: Map<string, Category> | undefined;
  if (options.expandCategories) {
    const rows = await categoryRepository(db).findByIds(items.flatMap(({ product }) => product.categoryIds));
    categoriesById = new Map(rows.map((row) => [row.id, toCategory(row)]));
  }
  return items.map((item) => toProductProjection(item, categoriesById));
}

/**
 * Published product projections by id, in the order of `ids`; unknown or unpublished ids are
 * skipped. At most three queries however many ids: products and variants together, then the
 * categories when expanded.
 */
export async function loadProductProjections(
  db: Db,
  ids: string[],
  options: ProductProjectionLoadOptions,
): Promise<ProductProjection[]> {
  const items = await productProjectionRepository(db).findByIds(ids);
  return renderProductProjections(db, items, options);
}

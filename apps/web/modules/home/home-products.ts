import 'server-only';
import type { CategoryNode } from '@chairside/domain';
import { searchProducts } from '@/lib/api/products';
import { subtreeFilter } from '@/lib/api/product-search-query';
import { productSummary, type ProductSummary } from '@/modules/product/product-view';

/**
 * Featured products: the first product by name of each top category, so that the home page shows
 * one of everything and changes only when the catalogue does (deterministic, no merchandising
 * tool yet).
 */
export async function featuredProducts(tree: readonly CategoryNode[]): Promise<ProductSummary[]> {
  const pages = await Promise.all(
    tree.map((top) => searchProducts({ filterQuery: [subtreeFilter([top.id])], sort: 'name.en-US asc', limit: 1 })),
  );
  return pages.flatMap((page) => page.results.map(productSummary));
}

/** The most recently added products. */
export async function newProducts(count: number): Promise<ProductSummary[]> {
  return (await searchProducts({ sort: 'createdAt desc', limit: count })).results.map(productSummary);
}

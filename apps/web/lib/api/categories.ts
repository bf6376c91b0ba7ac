import 'server-only';
import { categoryPagedQueryResponseSchema } from '@chairside/contracts';
import { buildCategoryTree, defaultLocale, type CategoryNode } from '@chairside/domain';
import { unstable_rethrow } from 'next/navigation';
import { catalogRequest } from './catalog-client';
import { ttlCache } from './ttl-cache';

interface CategoryData {
  tree: CategoryNode[];
  /** Category descriptions by id (for category pages and their meta description). */
  descriptions: Map<string, string>;
}

const loadCategories = ttlCache(30_000, async (): Promise<CategoryData> => {
  const page = await catalogRequest(
    '/aces/categories?limit=500&sort=orderHint%20asc',
    categoryPagedQueryResponseSchema,
  );
  const descriptions = new Map<string, string>();
  for (const category of page.results) {
    const description = category.description?.[defaultLocale];
    if (description) descriptions.set(category.id, description);
  }
  return { tree: buildCategoryTree(page.results), descriptions };
});

async function categories(): Promise<CategoryData> {
  try {
    return await loadCategories();
  } catch (error) {
    unstable_rethrow(error); // Next's own control-flow errors (e.g. dynamic rendering) are not failures
    console.error('Category tree unavailable:', error);
    return { tree: [], descriptions: new Map() };
  }
}

/**
 * The navigation tree, or an empty one when the API cannot be reached: the shell must still
 * render without categories rather than fail the whole page.
 */
export async function getCategoryTree(): Promise<CategoryNode[]> {
  return (await categories()).tree;
}

export async function getCategoryDescription(id: string): Promise<string | undefined> {
  return (await categories()).descriptions.get(id);
}

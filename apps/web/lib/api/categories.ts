import 'server-only';
import { categoryPagedQueryResponseSchema } from '@chairside/contracts';
import { buildCategoryTree, type CategoryNode } from '@chairside/domain';
import { unstable_rethrow } from 'next/navigation';
import { apiRequest } from './client';
import { ttlCache } from './ttl-cache';

const loadTree = ttlCache(30_000, async () => {
  const page = await apiRequest('/aces/categories?limit=500&sort=orderHint%20asc', categoryPagedQueryResponseSchema);
  return buildCategoryTree(page.results);
});

/**
 * The navigation tree, or an empty one when the API cannot be reached: the shell must still
 * render without categories rather than fail the whole page.
 */
export async function getCategoryTree(): Promise<CategoryNode[]> {
  try {
    return await loadTree();
  } catch (error) {
    unstable_rethrow(error); // Next's own control-flow errors (e.g. dynamic rendering) are not failures
    console.error('Category tree unavailable:', error);
    return [];
  }
}

import 'server-only';
import { findCategoryBySlugPath, type CategoryNode } from '@chairside/domain';
import { notFound } from 'next/navigation';
import { getCategoryTree } from '@/lib/api/categories';
import { findCategory } from './category-lookup';

async function tree(): Promise<CategoryNode[]> {
  const nodes = await getCategoryTree();
  // An empty tree means the API is unreachable: that is an error page, not "no such category".
  if (nodes.length === 0) throw new Error('The category tree is unavailable');
  return nodes;
}

/** The category a /category/{...slugs} URL names; an unknown path is the 404 page. */
export async function requireCategoryBySlugs(slugs: readonly string[]): Promise<CategoryNode> {
  return findCategoryBySlugPath(await tree(), slugs) ?? notFound();
}

/** A fixed page's category by key (e.g. equipment); a catalogue without it answers 404. */
export async function requireCategoryByKey(key: string): Promise<CategoryNode> {
  return findCategory(await tree(), (node) => node.key === key) ?? notFound();
}

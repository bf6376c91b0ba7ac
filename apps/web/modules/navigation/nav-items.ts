import { topCategoryKeys, type CategoryNode } from '@chairside/domain';
import type { SiteLink } from './site-links';
import { topCategoryFallbackNames } from './texts';

/** The slice of a category node the navigation renders (and sends to client components). */
export interface NavItem {
  id: string;
  name: string;
  href: string;
  children: NavItem[];
}

export function toNavItems(nodes: readonly CategoryNode[]): NavItem[] {
  return nodes.map((node) => ({ id: node.id, name: node.name, href: node.href, children: toNavItems(node.children) }));
}

/** Links to the six fixed top categories: names from the tree when loaded, else the fallback names. */
export function topCategoryLinks(tree: readonly CategoryNode[]): SiteLink[] {
  return topCategoryKeys.map((key) => {
    const node = tree.find((candidate) => candidate.key === key);
    return { label: node?.name ?? topCategoryFallbackNames[key], href: node?.href ?? `/category/${key}` };
  });
}

import { defaultLocale, rootCategoryKey } from './store-info';

/** The category fields the tree needs (a subset of the commercetools Category). */
export interface CategoryInput {
  id: string;
  key?: string | undefined;
  name: Record<string, string>;
  slug: Record<string, string>;
  orderHint: string;
  parent?: { id: string } | undefined;
}

export interface Breadcrumb {
  name: string;
  href: string;
}

export interface CategoryNode {
  id: string;
  key: string;
  name: string;
  slug: string;
  /** Keys of the ancestors below the root, then this node's key (spec §3). */
  path: string[];
  /** Storefront URL: /category/{ancestor slugs}/{slug}. */
  href: string;
  depth: number;
  breadcrumbs: Breadcrumb[];
  children: CategoryNode[];
}

/**
 * Builds the navigation tree under the root category (key storefront-root), children sorted by
 * order hint (string order, as the API sorts). Categories not reachable from the root are left out.
 * Throws 'No root category' when the root is missing (spec §8).
 */
export function buildCategoryTree(
  categories: readonly CategoryInput[],
  locale: string = defaultLocale,
): CategoryNode[] {
  const root = categories.find((category) => category.key === rootCategoryKey);
  if (!root) throw new Error('No root category');
  const childrenOf = new Map<string, CategoryInput[]>();
  for (const category of categories) {
    const parentId = category.parent?.id;
    if (!parentId) continue;
    const siblings = childrenOf.get(parentId) ?? [];
    siblings.push(category);
    childrenOf.set(parentId, siblings);
  }
  const text = (value: Record<string, string>) => value[locale] ?? Object.values(value)[0] ?? '';

  const build = (category: CategoryInput, parent: CategoryNode | undefined, seen: Set<string>): CategoryNode => {
    const slug = text(category.slug);
    const name = text(category.name);
    const href = `${parent ? parent.href : '/category'}/${slug}`;
    const node: CategoryNode = {
      id: category.id,
      key: category.key ?? category.id,
      name,
      slug,
      path: [...(parent?.path ?? []), category.key ?? category.id],
      href,
      depth: parent ? parent.depth + 1 : 0,
      breadcrumbs: [...(parent?.breadcrumbs ?? []), { name, href }],
      children: [],
    };
    seen.add(category.id);
    node.children = sortByOrderHint(childrenOf.get(category.id) ?? [])
      .filter((child) => !seen.has(child.id))
      .map((child) => build(child, node, seen));
    return node;
  };

  const seen = new Set<string>([root.id]);
  return sortByOrderHint(childrenOf.get(root.id) ?? []).map((top) => build(top, undefined, seen));
}

function sortByOrderHint<T extends { orderHint: string; id: string }>(items: T[]): T[] {
  return [...items].sort((a, b) =>
    a.orderHint < b.orderHint ? -1 : a.orderHint > b.orderHint ? 1 : a.id < b.id ? -1 : 1,
  );
}

/** Finds a node by its URL slugs under /category (e.g. ["supplies", "gloves"]). */
export function findCategoryBySlugPath(
  tree: readonly CategoryNode[],
  slugs: readonly string[],
): CategoryNode | undefined {
  let level: readonly CategoryNode[] = tree;
  let found: CategoryNode | undefined;
  for (const slug of slugs) {
    found = level.find((node) => node.slug === slug);
    if (!found) return undefined;
    level = found.children;
  }
  return found;
}

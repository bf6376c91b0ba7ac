import type { CategoryNode } from '@chairside/domain';

/** Depth-first search of the category tree. */
export function findCategory(
  tree: readonly CategoryNode[],
  matches: (node: CategoryNode) => boolean,
): CategoryNode | undefined {
  for (const node of tree) {
    if (matches(node)) return node;
    const found = findCategory(node.children, matches);
    if (found) return found;
  }
  return undefined;
}

/** Every node of the tree, parents before children. */
export function allCategories(tree: readonly CategoryNode[]): CategoryNode[] {
  return tree.flatMap((node) => [node, ...allCategories(node.children)]);
}

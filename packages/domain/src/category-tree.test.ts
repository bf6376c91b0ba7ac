import { describe, expect, it } from 'vitest';
import { buildCategoryTree, findCategoryBySlugPath, type CategoryInput } from './category-tree';

const category = (id: string, key: string, orderHint: string, parent?: string): CategoryInput => ({
  id,
  key,
  name: { 'en-US': key.toUpperCase() },
  slug: { 'en-US': key },
  orderHint,
  parent: parent ? { id: parent } : undefined,
});

const categories = [
  category('r', 'storefront-root', '0.1'),
  category('s', 'supplies', '0.6', 'r'),
  category('b', 'bone-grafting', '0.1', 'r'),
  category('g', 'gloves', '0.2', 's'),
  category('m', 'masks', '0.1', 's'),
  category('n', 'nitrile', '0.5', 'g'),
  category('x', 'orphan', '0.1', 'missing'),
];

describe('buildCategoryTree', () => {
  const tree = buildCategoryTree(categories);

  it('starts below storefront-root, sorted by order hint, and leaves out orphans', () => {
    expect(tree.map((node) => node.key)).toEqual(['bone-grafting', 'supplies']);
    expect(tree[1]!.children.map((node) => node.key)).toEqual(['masks', 'gloves']);
  });

  it('gives each node its path of keys, URL, depth and breadcrumbs', () => {
    const nitrile = findCategoryBySlugPath(tree, ['supplies', 'gloves', 'nitrile'])!;
    expect(nitrile.path).toEqual(['supplies', 'gloves', 'nitrile']);
    expect(nitrile.href).toBe('/category/supplies/gloves/nitrile');
    expect(nitrile.depth).toBe(2);
    expect(nitrile.breadcrumbs.map((crumb) => crumb.href)).toEqual([
      '/category/supplies',
      '/category/supplies/gloves',
      '/category/supplies/gloves/nitrile',
    ]);
  });

  it('finds nothing for a wrong slug path', () => {
    expect(findCategoryBySlugPath(tree, ['supplies', 'nitrile'])).toBeUndefined();
  });

  it('reports a missing root as the spec says', () => {
    expect(() => buildCategoryTree(categories.slice(1))).toThrow('No root category');
  });
});

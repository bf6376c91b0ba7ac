import { rootCategoryKey } from '@chairside/domain';
import { Random } from './random';
import type { CategoryRow } from './rows';
import { en } from './text';
import { topCategories, type CategorySpec, type ProductFamily, type TopCategorySpec } from './vocabulary';

/** A category that holds products, with its share of the whole catalogue. */
export interface CategoryLeaf {
  id: string;
  top: TopCategorySpec;
  family: ProductFamily;
  share: number;
}

export interface CategoryTree {
  rows: CategoryRow[];
  leaves: CategoryLeaf[];
}

/** The storefront-root tree: six top categories, their sub-categories and a few third-level ones. */
export function buildCategoryTree(seed: number): CategoryTree {
  const rows: CategoryRow[] = [];
  const leaves: CategoryLeaf[] = [];
  const slugs = new Set<string>();

  const add = (
    spec: { key: string; name: string },
    parent: CategoryRow | undefined,
    orderHint: string,
  ): CategoryRow => {
    // Keys are slugs; a slug already used elsewhere in the tree gets its parent's slug as prefix.
    const key = slugs.has(spec.key) && parent ? `${parent.key}-${spec.key}` : spec.key;
    slugs.add(key);
    const row: CategoryRow = {
      id: Random.for(seed, 'category', key).uuid(),
      key,
      parentId: parent?.id ?? null,
      ancestorIds: parent ? [...(parent.ancestorIds ?? []), parent.id] : [],
      name: en(spec.name),
      slug: en(key),
      description: parent
        ? en(`Shop ${spec.name.toLowerCase()} from trusted brands, with contract pricing and fast shipping.`)
        : null,
      metaTitle: en(`${spec.name} | Chairside`),
      orderHint,
    };
    rows.push(row);
    return row;
  };

  const addChildren = (specs: readonly CategorySpec[], parent: CategoryRow, top: TopCategorySpec, share: number) => {
    const totalWeight = specs.reduce((sum, spec) => sum + (spec.weight ?? 1), 0);
    specs.forEach((spec, index) => {
      const row = add(spec, parent, orderHint(index, specs.length));
      const childShare = (share * (spec.weight ?? 1)) / totalWeight;
      if (spec.children?.length) addChildren(spec.children, row, top, childShare);
      else if (spec.family) leaves.push({ id: row.id, top, family: spec.family, share: childShare });
      else throw new Error(`Demo category ${spec.key} has neither children nor a product family`);
    });
  };

  const root = add({ key: rootCategoryKey, name: 'All Products' }, undefined, '0.5');
  topCategories.forEach((top, index) => {
    const row = add(top, root, orderHint(index, topCategories.length));
    addChildren(top.children, row, top, top.share);
  });
  return { rows, leaves };
}

/** "0.1", "0.2", … — zero-padded when there are ten or more siblings, because order hints sort as strings. */
function orderHint(index: number, siblings: number): string {
  return `0.${String(index + 1).padStart(String(siblings).length, '0')}`;
}

import type { Category, CategoryResponse } from '@chairside/contracts';

/** The category reference paths that can be expanded; commercetools ignores any other path, and so do we. */
export interface CategoryExpansion {
  parent: boolean;
  ancestors: boolean;
}

export function parseCategoryExpansion(expand: string | string[] | undefined): CategoryExpansion {
  const paths = (Array.isArray(expand) ? expand : expand === undefined ? [] : [expand]).map((path) =>
    path.replace(/\s+/g, ''),
  );
  return { parent: paths.includes('parent'), ancestors: paths.includes('ancestors[*]') };
}

/** The ids whose categories the expansion needs (to be loaded in one query). */
export function idsToExpand(categories: readonly Category[], expansion: CategoryExpansion): string[] {
  const ids = categories.flatMap((category) => [
    ...(expansion.parent && category.parent ? [category.parent.id] : []),
    ...(expansion.ancestors ? category.ancestors.map((ancestor) => ancestor.id) : []),
  ]);
  return [...new Set(ids)];
}

/** The category with the expanded references' `obj` filled from `loaded` (by id). */
export function expandCategory(
  category: Category,
  expansion: CategoryExpansion,
  loaded: ReadonlyMap<string, Category>,
): CategoryResponse {
  const withObj = <R extends { id: string }>(reference: R) => {
    const obj = loaded.get(reference.id);
    return obj ? { ...reference, obj } : reference;
  };
  return {
    ...category,
    ancestors: expansion.ancestors ? category.ancestors.map(withObj) : category.ancestors,
    ...(category.parent ? { parent: expansion.parent ? withObj(category.parent) : category.parent } : {}),
  };
}

import {
  booleanFacetAttributes,
  type FacetResult,
  type ProductProjectionPagedSearchResponse,
} from '@chairside/contracts';
import { attributeLabel, type CategoryNode } from '@chairside/domain';
import { booleanFilter, subtreeFilter, termFilter, type ProductSearchQuery } from '@/lib/api/product-search-query';
import { listingHref, type BooleanFacet, type ListingQuery, type ListingSort } from './listing-query';

/** The API pages no further than offset 10,000 (reference §1.1): later pages are not offered. */
const maxOffset = 10_000;

const sortExpressions: Record<ListingSort, string | undefined> = {
  relevance: undefined,
  name: 'name.en-US asc',
  newest: 'createdAt desc',
};

const facetFields = {
  categories: 'categories.id',
  brand: 'variants.attributes.brand',
  ...Object.fromEntries(booleanFacetAttributes.map((name) => [name, `variants.attributes.${name}`])),
} as Record<'categories' | 'brand' | BooleanFacet, string>;

/** Each facet is asked for under an alias, counting products rather than variants. */
const facetExpressions = Object.entries(facetFields).map(([alias, field]) => `${field} counting products as ${alias}`);

/** What a listing searches within: a category subtree, the text of a search, or both. */
export interface ListingScope {
  /** The category page's category; undefined searches the whole catalogue. */
  category: CategoryNode | undefined;
  /** The categories a visitor may narrow to: the scope's children (the top categories when searching). */
  narrowTo: readonly CategoryNode[];
}

export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.min(Math.ceil(total / perPage), Math.floor(maxOffset / perPage) + 1));
}

/** The category nodes below the scope (any depth) that the selected keys name; unknown keys drop out. */
function selectedCategories(scope: ListingScope, keys: readonly string[]): CategoryNode[] {
  const found: CategoryNode[] = [];
  const visit = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      if (keys.includes(node.key)) found.push(node);
      visit(node.children);
    }
  };
  visit(scope.narrowTo);
  return found;
}

/**
 * The product search for a listing page. Each chosen filter narrows the results (filter) and the
 * facets of the other fields (filter.facets), so a facet's own options keep their counts and more
 * than one can be chosen (reference §3.4).
 */
export function listingSearch(query: ListingQuery, scope: ListingScope): ProductSearchQuery {
  const filters: string[] = [];
  const categories = selectedCategories(scope, query.categories);
  if (categories.length) filters.push(subtreeFilter(categories.map((node) => node.id)));
  if (query.brands.length) filters.push(termFilter(facetFields.brand, query.brands));
  for (const name of booleanFacetAttributes) {
    const values = query.flags[name];
    if (values) filters.push(booleanFilter(name, values));
  }
  return {
    ...(query.q ? { text: query.q } : {}),
    filterQuery: scope.category ? [subtreeFilter([scope.category.id])] : [],
    filter: filters,
    filterFacets: filters,
    facets: facetExpressions,
    ...(sortExpressions[query.sort] ? { sort: sortExpressions[query.sort] } : {}),
    limit: query.perPage,
    offset: (Math.min(query.page, lastPage(Number.MAX_SAFE_INTEGER, query.perPage)) - 1) * query.perPage,
  };
}

export interface FacetOption {
  label: string;
  /** The URL parameter's value. */
  value: string;
  count: number;
  selected: boolean;
  /** The listing with this option toggled (a crawlable link for the option). */
  href: string;
}

export interface FacetGroup {
  /** The URL parameter: category, brand or a boolean attribute name. */
  param: string;
  label: string;
  options: FacetOption[];
}

function termCounts(facet: FacetResult | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  if (facet?.type !== 'terms') return counts;
  for (const term of facet.terms) counts.set(term.term, term.productCount ?? term.count);
  return counts;
}

function subtreeIds(node: CategoryNode): string[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}

const toggle = (values: readonly string[], value: string) =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

/**
 * The filter groups beside the results: sub-categories, brands and the boolean attributes, each
 * option with its product count. Options without products are left out unless selected; a boolean
 * group is shown only when it tells products apart (both values occur) or is in use.
 */
export function facetGroups(
  path: string,
  query: ListingQuery,
  scope: ListingScope,
  facets: ProductProjectionPagedSearchResponse['facets'],
): FacetGroup[] {
  const groups: FacetGroup[] = [];

  const categoryCounts = termCounts(facets.categories);
  const categoryOptions = scope.narrowTo.map((node): FacetOption => {
    const count = subtreeIds(node).reduce((sum, id) => sum + (categoryCounts.get(id) ?? 0), 0);
    const selected = query.categories.includes(node.key);
    return {
      label: node.name,
      value: node.key,
      count,
      selected,
      href: listingHref(path, query, { categories: toggle(query.categories, node.key) }),
    };
  });
  groups.push({
    param: 'category',
    label: 'Category',
    options: categoryOptions.filter((option) => option.count > 0 || option.selected),
  });

  const brandCounts = termCounts(facets.brand);
  for (const brand of query.brands) if (!brandCounts.has(brand)) brandCounts.set(brand, 0);
  groups.push({
    param: 'brand',
    label: 'Brand',
    options: [...brandCounts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([brand, count]) => ({
        label: brand,
        value: brand,
        count,
        selected: query.brands.includes(brand),
        href: listingHref(path, query, { brands: toggle(query.brands, brand) }),
      })),
  });

  for (const name of booleanFacetAttributes) {
    const counts = termCounts(facets[name]);
    const current = query.flags[name] ?? [];
    const options = [true, false].map((value): FacetOption => {
      const count = counts.get(String(value)) ?? 0;
      const selected = current.includes(value);
      const values = selected ? current.filter((v) => v !== value) : [...current, value];
      const flags = { ...query.flags, [name]: values.length ? values : undefined };
      return {
        label: value ? 'Yes' : 'No',
        value: String(value),
        count,
        selected,
        href: listingHref(path, query, { flags }),
      };
    });
    if (options.every((option) => option.count > 0) || current.length)
      groups.push({ param: name, label: attributeLabel(name) ?? name, options });
  }
  return groups.filter((group) => group.options.length > 0);
}

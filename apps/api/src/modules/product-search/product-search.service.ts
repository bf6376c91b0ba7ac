import type { ProductProjection, ProductProjectionPagedSearchResponse } from '@chairside/contracts';
import {
  productSearchRepository,
  ranksInOnePass,
  type Db,
  type ProductSearchQuery,
  type ProductSearchSummary,
  type TermAnalysis,
  type TextMatch,
} from '@chairside/db';
import { loadProductProjections } from '../products/product-projection.loader';
import { emptyRawFacets, toFacetResults } from './facet-results';
import { markMatchingVariants } from './matching-variants';
import { itemCache, searchCache } from './search-cache';
import { parseSearchRequest, type SearchParams, type SearchRequest } from './search-request';
import { buildTextMatch } from './text-query';

export interface ProductSearchOptions {
  /** How long identical searches reuse a computed page, facets, term analysis and rendered products (0 = never). */
  cacheTtlMs: number;
}

/**
 * Product projection search in the commercetools stages: text → filter.query → facets (with
 * filter.facets) → filter → sort and page. Results are rendered by the product projection loader.
 */
export function productSearchService(db: Db, options: ProductSearchOptions) {
  const repository = productSearchRepository(db);
  const analyses = searchCache<TermAnalysis[]>(options.cacheTtlMs);
  const pages = searchCache<string[]>(options.cacheTtlMs);
  const summaries = searchCache<ProductSearchSummary>(options.cacheTtlMs);
  const rankedSearches = searchCache<{ ids: string[]; summary: ProductSearchSummary }>(options.cacheTtlMs);
  const projections = {
    bare: itemCache<ProductProjection>(options.cacheTtlMs),
    expanded: itemCache<ProductProjection>(options.cacheTtlMs),
  };

  async function render(ids: string[], expandCategories: boolean): Promise<ProductProjection[]> {
    return projections[expandCategories ? 'expanded' : 'bare'].getMany(ids, async (missing) => {
      const loaded = await loadProductProjections(db, missing, { expandCategories });
      return new Map(loaded.map((product) => [product.id, product]));
    });
  }

  async function textMatch(text: NonNullable<SearchRequest['text']>): Promise<TextMatch | undefined> {
    const { words } = text.terms;
    const fuzzy = text.fuzzy.enabled;
    const analysed = await analyses.get({ words, fuzzy }, () => repository.analyzeTerms(words, fuzzy));
    return buildTextMatch(text.terms, analysed, text.fuzzy);
  }

  return {
    async search(params: SearchParams): Promise<ProductProjectionPagedSearchResponse> {
      const request = parseSearchRequest(params);
      const text = request.text ? await textMatch(request.text) : undefined;
      const facets = request.facets.map(({ facet }) => facet);
      // A text without a single searchable word ("?!", only stop words) matches nothing.
      const nothing = request.text !== undefined && text === undefined;
      const query: ProductSearchQuery = { ...request, text, facets };
      const stages = { text, queryFilters: request.queryFilters, resultFilters: request.resultFilters };
      const paging = { sort: request.sort, limit: request.limit, offset: request.offset };
      const summaryKey = { ...stages, facetFilters: request.facetFilters, facets };
      const { ids, summary } = nothing
        ? { ids: [], summary: { total: 0, facets: emptyRawFacets(facets) } }
        : ranksInOnePass(query)
          ? await rankedSearches.get({ ...summaryKey, ...paging }, () => repository.rankedSearch(query))
          : // Otherwise the page and the summary (total, facets) are cached apart: paging or re-sorting reuses the facets.
            await Promise.all([
              pages.get({ ...stages, ...paging }, () => repository.page(query)),
              summaries.get(summaryKey, () => repository.summary(query)),
            ]).then(([page, pageSummary]) => ({ ids: page, summary: pageSummary }));
      const products = await render(ids, request.expandCategories);
      const variantConditions = [...request.queryFilters, ...request.resultFilters];
      const results = request.markMatchingVariants
        ? products.map((product) => markMatchingVariants(product, variantConditions, text?.codes ?? []))
        : products;
      return {
        limit: request.limit,
        offset: request.offset,
        count: results.length,
        total: summary.total,
        results,
        facets: toFacetResults(request.facets, summary.facets),
      };
    },
  };
}

import type { ProductProjection, ProductProjectionPagedSearchResponse } from '@chairside/contracts';
import {
  productSearchRepository,
  ranksInOnePass,
  type Db,
  type PageProduct,
  type ProductSearchQuery,
  type ProductSearchSummary,
  type TermAnalysis,
  type TextMatch,
} from '@chairside/db';
import { loadProductProjections } from '../products/product-projection.loader';
import { pageRenderings } from '../products/product-renderings';
import { emptyRawFacets, toFacetResults } from './facet-results';
import { markMatchingVariants } from './matching-variants';
import { itemCache, searchCache } from './search-cache';
import { parseSearchRequest, type SearchParams, type SearchRequest } from './search-request';
import { buildTextMatch } from './text-query';

export interface ProductSearchOptions {
  /** How long identical searches reuse a computed page, facets, term analysis and rendered products (0 = never). */
  cacheTtlMs: number;
}

/** The characters a cached page holds: its products' texts, and at least 1 (the cache needs a positive weight). */
const textLength = (products: readonly PageProduct[]) =>
  products.reduce((sum, product) => sum + (product.rendering?.length ?? 0), 1);

/**
 * Product projection search in the commercetools stages: text → filter.query → facets (with
 * filter.facets) → filter → sort and page. The HTTP answer splices the products' stored renderings
 * (product-renderings.ts); marked or expanded results, and `search` for other services, are built
 * by the product projection loader.
 */
export function productSearchService(db: Db, options: ProductSearchOptions) {
  const repository = productSearchRepository(db);
  const analyses = searchCache<TermAnalysis[]>(options.cacheTtlMs);
  // Pages carry their products' JSON texts, so those caches are bounded by the texts' length as well.
  const pages = searchCache<PageProduct[]>(options.cacheTtlMs, { weigh: textLength });
  const summaries = searchCache<ProductSearchSummary>(options.cacheTtlMs);
  const rankedSearches = searchCache<{ products: PageProduct[]; summary: ProductSearchSummary }>(options.cacheTtlMs, {
    weigh: ({ products }) => textLength(products),
  });
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

  /** The page's products (with their stored renderings), the total and the raw facets of a parsed request. */
  async function findPage(request: SearchRequest, text: TextMatch | undefined) {
    const facets = request.facets.map(({ facet }) => facet);
    // A text without a single searchable word ("?!", only stop words) matches nothing.
    if (request.text !== undefined && text === undefined)
      return { products: [], summary: { total: 0, facets: emptyRawFacets(facets) } };
    const query: ProductSearchQuery = { ...request, text, facets };
    const stages = { text, queryFilters: request.queryFilters, resultFilters: request.resultFilters };
    const paging = { sort: request.sort, limit: request.limit, offset: request.offset };
    const summaryKey = { ...stages, facetFilters: request.facetFilters, facets };
    if (ranksInOnePass(query))
      return rankedSearches.get({ ...summaryKey, ...paging }, () => repository.rankedSearch(query));
    // Otherwise the page and the summary (total, facets) are cached apart: paging or re-sorting reuses the facets.
    const [products, summary] = await Promise.all([
      pages.get({ ...stages, ...paging }, () => repository.page(query)),
      summaries.get(summaryKey, () => repository.summary(query)),
    ]);
    return { products, summary };
  }

  /** The page's products as objects: marked, or with categories expanded, when the request asks. */
  async function renderObjects(request: SearchRequest, text: TextMatch | undefined, page: readonly PageProduct[]) {
    const products = await render(
      page.map((product) => product.id),
      request.expandCategories,
    );
    const variantConditions = [...request.queryFilters, ...request.resultFilters];
    return request.markMatchingVariants
      ? products.map((product) => markMatchingVariants(product, variantConditions, text?.codes ?? []))
      : products;
  }

  /** The parsed request, its text match and its page: products, total and raw facets. */
  async function parsed(params: SearchParams) {
    const request = parseSearchRequest(params);
    const text = request.text ? await textMatch(request.text) : undefined;
    return { request, text, ...(await findPage(request, text)) };
  }

  return {
    async search(params: SearchParams): Promise<ProductProjectionPagedSearchResponse> {
      const { request, text, products, summary } = await parsed(params);
      const results = await renderObjects(request, text, products);
      return {
        limit: request.limit,
        offset: request.offset,
        count: results.length,
        total: summary.total,
        results,
        facets: toFacetResults(request.facets, summary.facets),
      };
    },

    /**
     * The same answer as `search`, as JSON text. A plain page (no marked variants, no expanded categories) splices
     * the products' stored renderings instead of building and serialising every product.
     */
    async searchJson(params: SearchParams): Promise<string> {
      const { request, text, products, summary } = await parsed(params);
      const results =
        request.markMatchingVariants || request.expandCategories
          ? (await renderObjects(request, text, products)).map((product) => JSON.stringify(product))
          : await pageRenderings(db, products);
      const facets = JSON.stringify(toFacetResults(request.facets, summary.facets));
      return `{"limit":${request.limit},"offset":${request.offset},"count":${results.length},"total":${summary.total},"results":[${results.join(',')}],"facets":${facets}}`;
    },
  };
}

import type { SearchCondition, SearchFacet, SearchSort } from '@chairside/db';
import { z } from 'zod';
import { invalidInput } from '../../http/api-error';
import { asList, parseSort } from '../../http/query-params';
import {
  ExpressionSyntaxError,
  parseFacetExpression,
  parseFilterExpression,
  type Expression,
} from './filter-expression';
import { toCondition, toFacet, type FacetKind } from './search-fields';
import { defaultFuzzyLevel, textTerms, type FuzzyOptions, type TextTerms } from './text-query';

const repeatable = z.union([z.string(), z.array(z.string())]).optional();
const flag = z.enum(['true', 'false']).optional();

/** GET product-projections/search parameters (commercetools names; repeatable ones as repeated keys). */
export const searchParamsSchema = z.strictObject({
  'text.en-US': z.string().optional(),
  fuzzy: flag,
  fuzzyLevel: z.coerce.number().int().min(0).max(2).optional(),
  filter: repeatable,
  'filter.query': repeatable,
  'filter.facets': repeatable,
  facet: repeatable,
  sort: repeatable,
  limit: z.coerce.number().int().min(0).max(500).default(20),
  offset: z.coerce.number().int().min(0).max(10000).default(0),
  markMatchingVariants: flag,
  expand: repeatable,
  staged: flag,
  /** Boolean facet terms are always "true"/"false" (the format this flag selected on the platform). */
  formatBooleanFacet: flag,
  // Price selection: accepted for SDK compatibility; search ignores standalone prices, as the platform does.
  priceCurrency: z.string().optional(),
  priceCountry: z.string().optional(),
  priceCustomerGroup: z.string().optional(),
  priceChannel: z.string().optional(),
  localeProjection: repeatable,
  storeProjection: z.string().optional(),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;

export interface RequestedFacet {
  /** The key of the result: the alias, else the expression as sent. */
  key: string;
  facet: SearchFacet;
  render: FacetKind;
  countingProducts: boolean;
}

export interface SearchRequest {
  text?: { terms: TextTerms; fuzzy: FuzzyOptions } | undefined;
  queryFilters: SearchCondition[];
  facetFilters: SearchCondition[];
  resultFilters: SearchCondition[];
  facets: RequestedFacet[];
  sort: SearchSort[];
  limit: number;
  offset: number;
  markMatchingVariants: boolean;
  expandCategories: boolean;
}

const sortFields = ['score', 'name.en-US', 'createdAt', 'id'] as const;

/**
 * Validates and parses the parameters; anything not understood is a 400 InvalidInput naming the parameter and
 * expression.
 */
export function parseSearchRequest(params: SearchParams): SearchRequest {
  if (params.staged === 'true')
    throw invalidInput(
      'staged: only current (published) product projections are searchable; omit staged or pass staged=false.',
    );
  if (
    (params.priceCountry ?? params.priceCustomerGroup ?? params.priceChannel) !== undefined &&
    params.priceCurrency === undefined
  ) {
    throw invalidInput('priceCountry, priceCustomerGroup and priceChannel require priceCurrency.');
  }
  const filters = (name: 'filter' | 'filter.query' | 'filter.facets') =>
    expressions(name, params[name], parseFilterExpression).map(({ expression, source }) =>
      convert(name, source, () => toCondition(expression)),
    );
  const textSearch = text(params);
  return {
    text: textSearch,
    queryFilters: filters('filter.query'),
    facetFilters: filters('filter.facets'),
    resultFilters: filters('filter'),
    facets: expressions('facet', params.facet, parseFacetExpression).map(({ expression, source }) => ({
      key: expression.alias ?? source.trim(),
      countingProducts: expression.countingProducts,
      ...convert('facet', source, () => toFacet(expression)),
    })),
    sort: sort(params.sort, textSearch !== undefined),
    limit: params.limit,
    offset: params.offset,
    markMatchingVariants: params.markMatchingVariants === 'true',
    expandCategories: asList(params.expand).some((path) => /^categories\[(\*|\d+)\]/.test(path.trim())),
  };
}

function sort(value: SearchParams['sort'], withText: boolean): SearchSort[] {
  const terms = parseSort(value, sortFields);
  // Without text every product scores alike: there is nothing to sort by.
  if (!withText && terms.some(({ field }) => field === 'score'))
    throw invalidInput('sort: score applies to a text search only; pass text.en-US or sort by another field.');
  return terms.map(({ field, direction }) => ({ field: field === 'name.en-US' ? 'name' : field, direction }));
}

function text(params: SearchParams): SearchRequest['text'] {
  const raw = params['text.en-US'];
  if (raw === undefined || raw.trim() === '') return undefined;
  const terms = textTerms(raw);
  const fuzzyLevel = params.fuzzyLevel;
  if (fuzzyLevel !== undefined) {
    const allowed = Math.max(0, ...terms.words.map(defaultFuzzyLevel));
    if (fuzzyLevel > allowed)
      throw invalidInput(
        `fuzzyLevel: ${fuzzyLevel} is above the default level ${allowed} for this text; pass at most ${allowed}.`,
      );
  }
  return { terms, fuzzy: { enabled: params.fuzzy === 'true', level: fuzzyLevel } };
}

function expressions(name: string, value: string | string[] | undefined, parse: (source: string) => Expression) {
  return asList(value).map((source) => ({ source, expression: convert(name, source, () => parse(source)) }));
}

function convert<T>(name: string, source: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof ExpressionSyntaxError)
      throw invalidInput(`${name}: malformed expression '${shorten(source)}': ${error.message}.`);
    throw error;
  }
}

/** Error messages quote at most this much of an expression. */
const quotedLength = 200;
const shorten = (source: string) => (source.length > quotedLength ? `${source.slice(0, quotedLength)}…` : source);

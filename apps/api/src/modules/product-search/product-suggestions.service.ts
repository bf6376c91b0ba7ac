import type { ProductProjection, ProductSuggestion, ProductSuggestionResponse } from '@chairside/contracts';
import { productSuggestionRepository, type Db, type ProductSuggestionRow } from '@chairside/db';
import type { productSearchService } from './product-search.service';
import { suggestionPrefix } from './suggestion-prefix';
import { variantAttribute } from './variant-attribute';

export interface SuggestionRequest {
  text: string;
  limit: number;
}

/**
 * Type-ahead: a word being typed is read from the prefix index (the first rows of one B-tree range, however many
 * products the prefix matches); other texts, and prefixes the index does not know (a typo, a word from a
 * description), are answered by the full text search with typo tolerance, as a search page would find them.
 */
export function productSuggestionService(db: Db, search: ReturnType<typeof productSearchService>) {
  const repository = productSuggestionRepository(db);

  async function fromSearch({ text, limit }: SuggestionRequest): Promise<ProductSuggestion[]> {
    const page = await search.search({ 'text.en-US': text, fuzzy: 'true', limit, offset: 0 });
    return page.results.map(fromProjection);
  }

  return {
    async suggest(request: SuggestionRequest): Promise<ProductSuggestionResponse> {
      const prefix = suggestionPrefix(request.text);
      const indexed = prefix === undefined ? [] : (await repository.byPrefix(prefix, request.limit)).map(fromRow);
      const results = indexed.length > 0 ? indexed : await fromSearch(request);
      return { limit: request.limit, count: results.length, results };
    },
  };
}

function fromRow(row: ProductSuggestionRow): ProductSuggestion {
  return {
    id: row.id,
    name: { 'en-US': row.name },
    slug: { 'en-US': row.slug },
    ...(row.brand === null ? {} : { brand: row.brand }),
    ...(row.itemNumber === null ? {} : { itemNumber: row.itemNumber }),
  };
}

function fromProjection(product: ProductProjection): ProductSuggestion {
  const attribute = (name: string) => {
    const value = variantAttribute(product.masterVariant, name);
    return typeof value === 'string' ? value : undefined;
  };
  const brand = attribute('brand');
  const itemNumber = attribute('hs_item_number');
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    ...(brand === undefined ? {} : { brand }),
    ...(itemNumber === undefined ? {} : { itemNumber }),
  };
}

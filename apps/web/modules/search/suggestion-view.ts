import type { ProductSuggestion } from '@chairside/contracts';
import { localizedText, productHref } from '@/modules/product/product-view';
import type { Suggestion } from './suggestions';

/** What the search box's list shows of a product the API suggests. */
export function suggestionView(product: ProductSuggestion): Suggestion {
  return {
    name: localizedText(product.name) ?? product.id,
    href: productHref(localizedText(product.slug) ?? product.id),
    brand: product.brand,
    itemNumber: product.itemNumber,
  };
}

import type { ProductProjection, ProductVariant } from '@chairside/contracts';
import type { SearchCondition } from '@chairside/db';
import { variantAttribute } from './variant-attribute';

/**
 * markMatchingVariants: a variant matches when it satisfies every variant-level filter of the
 * request (filter.query and filter; filter.facets only shape facets) and the text. Text matches a
 * single variant only through an exact sku, item number or previous sku; words in the name or
 * description match the whole product, so every variant. Product-level filters (categories, slug,
 * key, id, createdAt) hold for all variants of a result alike.
 */
export function markMatchingVariants(
  product: ProductProjection,
  conditions: readonly SearchCondition[],
  textCodes: readonly string[],
): ProductProjection {
  const variants = [product.masterVariant, ...product.variants];
  const codeMatches = variants.map((variant) => codesOf(variant).some((code) => textCodes.includes(code)));
  const textNarrows = codeMatches.some(Boolean);
  const mark = (variant: ProductVariant, position: number): ProductVariant => ({
    ...variant,
    isMatchingVariant:
      (!textNarrows || codeMatches[position]!) && conditions.every((condition) => variantSatisfies(variant, condition)),
  });
  return {
    ...product,
    masterVariant: mark(product.masterVariant, 0),
    variants: product.variants.map((variant, index) => mark(variant, index + 1)),
  };
}

function codesOf(variant: ProductVariant): string[] {
  return [variant.sku, variantAttribute(variant, 'hs_item_number'), variantAttribute(variant, 'previous_sku')]
    .filter((code): code is string => typeof code === 'string')
    .map((code) => code.toLowerCase());
}

const variantTermAttributes = {
  sku: 'hs_sku',
  itemNumber: 'hs_item_number',
  previousSku: 'previous_sku',
  brand: 'brand',
} as const;

function variantSatisfies(variant: ProductVariant, condition: SearchCondition): boolean {
  switch (condition.kind) {
    case 'terms': {
      if (!(condition.field in variantTermAttributes)) return true;
      const value =
        condition.field === 'sku'
          ? variant.sku
          : variantAttribute(variant, variantTermAttributes[condition.field as keyof typeof variantTermAttributes]);
      return typeof value === 'string' && condition.values.includes(value);
    }
    case 'flags':
      return condition.values.includes(variantAttribute(variant, condition.field) as boolean);
    case 'exists': {
      if (condition.field === 'categories') return true;
      const name =
        condition.field === 'brand' || condition.field === 'previousSku'
          ? variantTermAttributes[condition.field]
          : condition.field;
      return (variantAttribute(variant, name) !== undefined) === condition.exists;
    }
    case 'categories':
    case 'dateRanges':
      return true;
  }
}

import type { ProductVariant } from '@chairside/contracts';

/** The value of a variant's attribute in the commercetools [{name, value}] list, if it has it. */
export function variantAttribute(variant: ProductVariant, name: string): unknown {
  return variant.attributes.find((candidate) => candidate.name === name)?.value;
}

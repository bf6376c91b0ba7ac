import { z } from 'zod';
import { categorySchema } from './categories';
import { localizedStringSchema, pagedQueryResponseSchema, referenceSchema } from './common';

export const centPrecisionMoneySchema = z.object({
  type: z.literal('centPrecision'),
  currencyCode: z.string(),
  centAmount: z.number().int(),
  fractionDigits: z.number().int(),
});
export type CentPrecisionMoney = z.infer<typeof centPrecisionMoneySchema>;

export const attributeSchema = z.object({ name: z.string(), value: z.unknown() });
export type Attribute = z.infer<typeof attributeSchema>;

export const imageSchema = z.object({
  url: z.string(),
  dimensions: z.object({ w: z.number().int(), h: z.number().int() }),
  label: z.string().optional(),
});

/** A downloadable document (instructions for use, safety data sheet) as a commercetools Asset. */
export const assetSchema = z.object({
  id: z.string(),
  name: localizedStringSchema,
  sources: z.array(z.object({ uri: z.string(), contentType: z.string().optional() })),
});

export const productVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string().optional(),
  key: z.string().optional(),
  prices: z.array(z.unknown()),
  attributes: z.array(attributeSchema),
  images: z.array(imageSchema),
  assets: z.array(assetSchema),
  isMatchingVariant: z.boolean().optional(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** A category reference; `obj` is present when expanded (expand=categories[*]). */
export const expandableCategoryReferenceSchema = referenceSchema('category').extend({ obj: categorySchema.optional() });

/** commercetools ProductProjection (current, published data). Standalone prices: variant prices are empty. */
export const productProjectionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  key: z.string().optional(),
  productType: referenceSchema('product-type'),
  name: localizedStringSchema,
  description: localizedStringSchema.optional(),
  slug: localizedStringSchema,
  categories: z.array(expandableCategoryReferenceSchema),
  categoryOrderHints: z.record(z.string(), z.string()).optional(),
  metaTitle: localizedStringSchema.optional(),
  metaDescription: localizedStringSchema.optional(),
  searchKeywords: z.record(z.string(), z.array(z.object({ text: z.string() }))).optional(),
  hasStagedChanges: z.boolean().optional(),
  published: z.boolean().optional(),
  masterVariant: productVariantSchema,
  variants: z.array(productVariantSchema),
  priceMode: z.enum(['Embedded', 'Standalone']).optional(),
  createdAt: z.string(),
  lastModifiedAt: z.string(),
});
export type ProductProjection = z.infer<typeof productProjectionSchema>;

export const productProjectionPagedQueryResponseSchema = pagedQueryResponseSchema(productProjectionSchema);
export type ProductProjectionPagedQueryResponse = z.infer<typeof productProjectionPagedQueryResponseSchema>;

export const termFacetResultSchema = z.object({
  type: z.literal('terms'),
  dataType: z.enum(['text', 'date', 'time', 'datetime', 'boolean', 'number']),
  missing: z.number().int(),
  total: z.number().int(),
  other: z.number().int(),
  terms: z.array(z.object({ term: z.string(), count: z.number().int(), productCount: z.number().int().optional() })),
});

export const rangeFacetResultSchema = z.object({
  type: z.literal('range'),
  ranges: z.array(
    z.object({
      from: z.number(),
      fromStr: z.string(),
      to: z.number(),
      toStr: z.string(),
      count: z.number().int(),
      productCount: z.number().int().optional(),
      total: z.number(),
      min: z.number(),
      max: z.number(),
      mean: z.number(),
    }),
  ),
});

export const filteredFacetResultSchema = z.object({
  type: z.literal('filter'),
  count: z.number().int(),
  productCount: z.number().int().optional(),
});

export const facetResultSchema = z.discriminatedUnion('type', [
  termFacetResultSchema,
  rangeFacetResultSchema,
  filteredFacetResultSchema,
]);
export type FacetResult = z.infer<typeof facetResultSchema>;
export type TermFacetResult = z.infer<typeof termFacetResultSchema>;

export const productProjectionPagedSearchResponseSchema = pagedQueryResponseSchema(productProjectionSchema).extend({
  facets: z.record(z.string(), facetResultSchema),
});
export type ProductProjectionPagedSearchResponse = z.infer<typeof productProjectionPagedSearchResponseSchema>;

/** The boolean attributes offered as facets (issue 3). */
export const booleanFacetAttributes = [
  'latex_free',
  'sterile',
  'powdered',
  'disposable',
  'textured',
  'replenishable',
] as const;

/** One product offered while a word is typed (GET /aces/product-suggestions): what a search box's list shows. */
export const productSuggestionSchema = z.object({
  id: z.string(),
  name: localizedStringSchema,
  slug: localizedStringSchema,
  /** The master variant's brand and item number (hs_item_number). */
  brand: z.string().optional(),
  itemNumber: z.string().optional(),
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

export const productSuggestionResponseSchema = z.object({
  limit: z.number().int(),
  count: z.number().int(),
  results: z.array(productSuggestionSchema),
});
export type ProductSuggestionResponse = z.infer<typeof productSuggestionResponseSchema>;

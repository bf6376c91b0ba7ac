import { z } from 'zod';
import { localizedStringSchema, pagedQueryResponseSchema, referenceSchema } from './common';

export const categoryReferenceSchema = referenceSchema('category');

/** commercetools Category (the fields we serve). */
export const categorySchema = z.object({
  id: z.string(),
  version: z.number().int(),
  key: z.string().optional(),
  name: localizedStringSchema,
  slug: localizedStringSchema,
  description: localizedStringSchema.optional(),
  ancestors: z.array(categoryReferenceSchema),
  parent: categoryReferenceSchema.optional(),
  orderHint: z.string(),
  externalId: z.string().optional(),
  metaTitle: localizedStringSchema.optional(),
  metaDescription: localizedStringSchema.optional(),
  createdAt: z.string(),
  lastModifiedAt: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** A category reference with `obj` when expanded. */
const expandableReferenceSchema = categoryReferenceSchema.extend({ obj: categorySchema.optional() });

/** A category as served: `expand=parent` and `expand=ancestors[*]` fill the references' `obj`. */
export const categoryResponseSchema = categorySchema.extend({
  ancestors: z.array(expandableReferenceSchema),
  parent: expandableReferenceSchema.optional(),
});
export type CategoryResponse = z.infer<typeof categoryResponseSchema>;

export const categoryPagedQueryResponseSchema = pagedQueryResponseSchema(categoryResponseSchema);
export type CategoryPagedQueryResponse = z.infer<typeof categoryPagedQueryResponseSchema>;

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

export const categoryPagedQueryResponseSchema = pagedQueryResponseSchema(categorySchema);
export type CategoryPagedQueryResponse = z.infer<typeof categoryPagedQueryResponseSchema>;

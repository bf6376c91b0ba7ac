import { z } from 'zod';

/**
 * Shapes the content GraphQL API (POST /content/graphql) answers with for print catalogues.
 * A client asks for the fields it needs; these schemas describe them all.
 */
export const printCatalogPageProductSchema = z.object({
  key: z.string(),
  name: z.string(),
  slug: z.string(),
  itemNumbers: z.array(z.string()),
});

export const printCatalogPageSchema = z.object({
  pageNumber: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  products: z.array(printCatalogPageProductSchema),
});

export const printCatalogSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  year: z.number().int(),
  pageCount: z.number().int(),
  coverImageUrl: z.string().nullable(),
});

export const printCatalogSchema = printCatalogSummarySchema.extend({ pages: z.array(printCatalogPageSchema) });

export type PrintCatalogPageProduct = z.infer<typeof printCatalogPageProductSchema>;
export type PrintCatalogPage = z.infer<typeof printCatalogPageSchema>;
export type PrintCatalogSummary = z.infer<typeof printCatalogSummarySchema>;
export type PrintCatalog = z.infer<typeof printCatalogSchema>;

/** A GraphQL response: `data` when execution started, `errors` when anything failed. */
export const graphqlResponseSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    data: data.nullable().optional(),
    errors: z.array(z.looseObject({ message: z.string() })).optional(),
  });

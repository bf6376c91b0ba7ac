import 'server-only';
import {
  graphqlResponseSchema,
  printCatalogSchema,
  printCatalogSummarySchema,
  type PrintCatalog,
  type PrintCatalogSummary,
} from '@chairside/contracts';
import { cache } from 'react';
import { z } from 'zod';
import { cachedCatalogPost } from './cached-read';

const summaryFields = 'slug title description year pageCount coverImageUrl';

/** One content GraphQL query (DESIGN.md §4); a GraphQL error is reported as the spec §8 describes. */
async function contentQuery<T extends z.ZodType>(
  query: string,
  variables: Record<string, unknown>,
  data: T,
): Promise<z.infer<T>> {
  const response = await cachedCatalogPost(
    '/content/graphql',
    JSON.stringify({ query, variables }),
    graphqlResponseSchema(data),
  );
  const [firstError] = response.errors ?? [];
  if (firstError || !response.data) throw new Error(firstError?.message ?? 'GraphQL Error (Code: 200)');
  return response.data;
}

export const getPrintCatalogs = cache(async (): Promise<PrintCatalogSummary[]> => {
  const data = await contentQuery(
    `query { printCatalogs { ${summaryFields} } }`,
    {},
    z.object({ printCatalogs: z.array(printCatalogSummarySchema) }),
  );
  return data.printCatalogs;
});

/** A print catalogue with all its pages, or undefined for an unknown slug. */
export const getPrintCatalog = cache(async (slug: string): Promise<PrintCatalog | undefined> => {
  const query = `query ($slug: String!) { printCatalog(slug: $slug) { ${summaryFields} pages { pageNumber title imageUrl products { key name slug itemNumbers } } } }`;
  const data = await contentQuery(query, { slug }, z.object({ printCatalog: printCatalogSchema.nullable() }));
  return data.printCatalog ?? undefined;
});

import type { CatalogProductSummary, Db, PrintCatalogPageRecord, PrintCatalogRecord } from '@chairside/db';
import { printCatalogRepository } from '@chairside/db';
import DataLoader from 'dataloader';

export type CatalogPage = PrintCatalogPageRecord & { catalogId: string };

/**
 * Per-request batching for the print catalogue resolvers: however a query nests catalogues,
 * pages and products, each level costs one database query.
 */
export function printCatalogLoaders(db: Db) {
  const repository = printCatalogRepository(db);
  const catalogBySlug = new DataLoader<string, PrintCatalogRecord | undefined>(async (slugs) => {
    const found = new Map((await repository.findBySlugs(slugs)).map((catalog) => [catalog.slug, catalog]));
    return slugs.map((slug) => found.get(slug));
  });
  const pagesByCatalog = new DataLoader<string, CatalogPage[]>(async (catalogIds) => {
    const pages = await repository.pagesOf(catalogIds);
    return catalogIds.map((id) => pages.filter((page) => page.catalogId === id));
  });
  const productByKey = new DataLoader<string, CatalogProductSummary | undefined>(async (keys) => {
    const summaries = new Map((await repository.productSummaries(keys)).map((summary) => [summary.key, summary]));
    return keys.map((key) => summaries.get(key));
  });
  return {
    list: () => repository.list(),
    catalogBySlug,
    pagesByCatalog,
    productByKey,
  };
}

export type PrintCatalogLoaders = ReturnType<typeof printCatalogLoaders>;

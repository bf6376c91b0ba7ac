import type { Db } from '@chairside/db';
import { contentEntryLoaders, type ContentEntryLoaders } from './content-entries.loaders';
import { printCatalogLoaders, type PrintCatalogLoaders } from './print-catalogs.loaders';

/** What resolvers get: per-request loaders, so nothing is cached across requests. */
export interface ContentContext {
  printCatalogs: PrintCatalogLoaders;
  /** Blog posts, docs and landing pages as published at the request's instant. */
  entries: ContentEntryLoaders;
}

export function contentContext(db: Db, now: Date): ContentContext {
  return { printCatalogs: printCatalogLoaders(db), entries: contentEntryLoaders(db, now) };
}

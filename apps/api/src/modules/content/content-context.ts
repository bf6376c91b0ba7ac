import type { Db } from '@chairside/db';
import { printCatalogLoaders, type PrintCatalogLoaders } from './print-catalogs.loaders';

/** What resolvers get: per-request loaders, so nothing is cached across requests. */
export interface ContentContext {
  printCatalogs: PrintCatalogLoaders;
}

export function contentContext(db: Db): ContentContext {
  return { printCatalogs: printCatalogLoaders(db) };
}

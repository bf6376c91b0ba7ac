import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { printCatalogPages, printCatalogs, products, productVariants, type LocalizedString } from '../schema';

export interface PrintCatalogRecord {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  year: number;
  pageCount: number;
  coverImageUrl: string | null;
}

export type PrintCatalogPageRecord = Omit<typeof printCatalogPages.$inferSelect, 'catalogId'>;

export interface CatalogProductSummary {
  key: string;
  name: LocalizedString;
  slug: LocalizedString;
  /** Item numbers of the product's variants, master first, without repeats. */
  itemNumbers: string[];
}

const catalogFields = {
  id: printCatalogs.id,
  slug: printCatalogs.slug,
  title: printCatalogs.title,
  description: printCatalogs.description,
  year: printCatalogs.year,
  pageCount: sql<number>`count(${printCatalogPages.pageNumber})::int`,
  coverImageUrl: sql<
    string | null
  >`min(${printCatalogPages.imageUrl}) filter (where ${printCatalogPages.pageNumber} = 1)`,
};

const pageFields = {
  pageNumber: printCatalogPages.pageNumber,
  title: printCatalogPages.title,
  imageUrl: printCatalogPages.imageUrl,
  productKeys: printCatalogPages.productKeys,
};

/** Published print catalogues, their pages and the products the pages show. */
export function printCatalogRepository(db: Db) {
  const catalogs = () =>
    db
      .select(catalogFields)
      .from(printCatalogs)
      .leftJoin(printCatalogPages, eq(printCatalogPages.catalogId, printCatalogs.id))
      .groupBy(printCatalogs.id)
      .$dynamic();

  return {
    /** Newest year first, then by title. */
    async list(): Promise<PrintCatalogRecord[]> {
      return catalogs()
        .where(eq(printCatalogs.published, true))
        .orderBy(desc(printCatalogs.year), asc(printCatalogs.title));
    },

    async findBySlugs(slugs: readonly string[]): Promise<PrintCatalogRecord[]> {
      if (slugs.length === 0) return [];
      return catalogs().where(and(inArray(printCatalogs.slug, [...slugs]), eq(printCatalogs.published, true)));
    },

    /** The pages of several catalogues in one query, in page order. */
    async pagesOf(catalogIds: readonly string[]): Promise<(PrintCatalogPageRecord & { catalogId: string })[]> {
      if (catalogIds.length === 0) return [];
      return db
        .select({ catalogId: printCatalogPages.catalogId, ...pageFields })
        .from(printCatalogPages)
        .where(inArray(printCatalogPages.catalogId, [...catalogIds]))
        .orderBy(asc(printCatalogPages.catalogId), asc(printCatalogPages.pageNumber));
    },

    async findPage(catalogId: string, pageNumber: number): Promise<PrintCatalogPageRecord | undefined> {
      const rows = await db
        .select(pageFields)
        .from(printCatalogPages)
        .where(and(eq(printCatalogPages.catalogId, catalogId), eq(printCatalogPages.pageNumber, pageNumber)))
        .limit(1);
      return rows[0];
    },

    /** Published products by key, in one query; unknown or unpublished keys are left out. */
    async productSummaries(keys: readonly string[]): Promise<CatalogProductSummary[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .select({
          key: products.key,
          name: products.name,
          slug: products.slug,
          itemNumbers: sql<string[]>`array_agg(${productVariants.itemNumber} order by ${productVariants.variantId})`,
        })
        .from(products)
        .innerJoin(productVariants, eq(productVariants.productId, products.id))
        .where(and(inArray(products.key, [...keys]), eq(products.published, true)))
        .groupBy(products.id);
      return rows.map((row) => ({ ...row, itemNumbers: [...new Set(row.itemNumbers)] }));
    },
  };
}

import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  categories,
  contentEntries,
  contentRevisions,
  products,
  productVariants,
  type ContentEntryType,
  type LocalizedString,
  type VariantImage,
} from '../schema';

/** A published entry with its current revision: what readers see. */
export interface PublishedEntry {
  id: string;
  type: ContentEntryType;
  slug: string;
  title: string;
  tags: string[];
  sortOrder: number;
  publishedAt: Date;
  /** When the text shown last changed (the current revision's date). */
  updatedAt: Date;
  fields: Record<string, unknown>;
  bodyHtml: string;
  rendered: Record<string, unknown>;
}

export interface ContentProductSummary {
  sku: string;
  key: string;
  name: LocalizedString;
  slug: LocalizedString;
  imageUrl: string | null;
}

export interface ContentCategorySummary {
  slug: string;
  name: LocalizedString;
  /** Slugs from below the root down to the category: the storefront path /category/{path}. */
  path: string[];
}

const entryFields = {
  id: contentEntries.id,
  type: contentEntries.type,
  slug: contentEntries.slug,
  title: contentEntries.title,
  tags: contentEntries.tags,
  sortOrder: contentEntries.sortOrder,
  publishedAt: sql<Date>`${contentEntries.publishedAt}`.mapWith(contentEntries.publishedAt),
  updatedAt: sql<Date>`${contentRevisions.createdAt}`.mapWith(contentRevisions.createdAt),
  fields: contentRevisions.fields,
  bodyHtml: contentRevisions.bodyHtml,
  rendered: contentRevisions.rendered,
};

const firstImageUrl = (images: VariantImage[] | null) => images?.[0]?.url ?? null;

/** Raw statements answer rows (node-postgres) or { rows } (PGlite); both become rows. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/**
 * Reads for the content API: only entries that are published and whose publish date has come (`now`), each with
 * the revision in force. Every read is one query, for any number of slugs or skus (the resolvers batch them).
 */
export function publishedContentRepository(db: Db) {
  const visible = (type: ContentEntryType, now: Date) =>
    and(eq(contentEntries.type, type), eq(contentEntries.status, 'published'), lte(contentEntries.publishedAt, now))!;

  const entries = () =>
    db
      .select(entryFields)
      .from(contentEntries)
      .innerJoin(
        contentRevisions,
        and(
          eq(contentRevisions.entryId, contentEntries.id),
          eq(contentRevisions.number, contentEntries.currentRevision),
        ),
      )
      .$dynamic();

  return {
    /** Blog posts newest first, optionally with a tag or matching a web-style search ("glove sizes", -latex). */
    async blogPage(query: {
      now: Date;
      offset: number;
      limit: number;
      tag?: string | undefined;
      search?: string | undefined;
    }) {
      const conditions = [visible('blog-post', query.now)];
      if (query.tag) conditions.push(sql`${contentEntries.tags} @> array[${query.tag}]::text[]`);
      if (query.search)
        conditions.push(sql`${contentEntries.search} @@ websearch_to_tsquery('english', ${query.search})`);
      const where = and(...conditions);
      const [items, [total]] = await Promise.all([
        entries()
          .where(where)
          .orderBy(desc(contentEntries.publishedAt), asc(contentEntries.slug))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(contentEntries).where(where),
      ]);
      return { items: items as PublishedEntry[], total: total?.total ?? 0 };
    },

    async bySlugs(type: ContentEntryType, slugs: readonly string[], now: Date): Promise<PublishedEntry[]> {
      if (slugs.length === 0) return [];
      return (await entries().where(
        and(visible(type, now), inArray(contentEntries.slug, [...slugs])),
      )) as PublishedEntry[];
    },

    async byIds(ids: readonly string[], now: Date): Promise<PublishedEntry[]> {
      if (ids.length === 0) return [];
      return (await entries().where(
        and(
          eq(contentEntries.status, 'published'),
          lte(contentEntries.publishedAt, now),
          inArray(contentEntries.id, [...ids]),
        ),
      )) as PublishedEntry[];
    },

    /** Docs pages by their side-index order, landing pages by title. */
    async list(type: 'docs-page' | 'landing-page', now: Date): Promise<PublishedEntry[]> {
      return (await entries()
        .where(visible(type, now))
        .orderBy(
          asc(contentEntries.sortOrder),
          asc(contentEntries.title),
          asc(contentEntries.slug),
        )) as PublishedEntry[];
    },

    /** Tags of published posts with how many posts carry each. */
    async blogTagCounts(now: Date): Promise<{ tag: string; count: number }[]> {
      const tag = sql<string>`unnest(${contentEntries.tags})`;
      const rows = await db
        .select({ tag: tag.as('tag'), count: sql<number>`count(*)::int` })
        .from(contentEntries)
        .where(visible('blog-post', now))
        .groupBy(sql`1`);
      return rows;
    },

    /**
     * For each post, the ids of up to `limit` other published posts: most tags shared first, then the newest.
     * One statement for all the posts asked about.
     */
    async relatedPostIds(postIds: readonly string[], limit: number, now: Date): Promise<Map<string, string[]>> {
      const related = new Map<string, string[]>(postIds.map((id) => [id, []]));
      if (postIds.length === 0 || limit <= 0) return related;
      const rows = await rowsOf<{ source_id: string; id: string }>(
        db,
        sql`select source.id as source_id, candidate.id
            from ${contentEntries} source
            cross join lateral (
              select other.id
              from ${contentEntries} other
              where other.type = 'blog-post' and other.status = 'published' and other.published_at <= ${now.toISOString()}::timestamptz
                and other.id <> source.id
              order by cardinality(array(select unnest(other.tags) intersect select unnest(source.tags))) desc,
                other.published_at desc, other.slug
              limit ${limit}
            ) candidate
            where source.id in (${sql.join(
              postIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
      );
      for (const row of rows) related.get(row.source_id)?.push(row.id);
      return related;
    },

    /** Published products by variant sku; unknown skus and unpublished products are left out. */
    async productsBySkus(skus: readonly string[]): Promise<ContentProductSummary[]> {
      if (skus.length === 0) return [];
      const rows = await db
        .select({
          sku: productVariants.sku,
          key: products.key,
          name: products.name,
          slug: products.slug,
          images: productVariants.images,
          masterImages: sql<
            VariantImage[] | null
          >`(select m.images from ${productVariants} m where m.product_id = ${products.id} and m.variant_id = 1)`,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(inArray(productVariants.sku, [...skus]), eq(products.published, true)));
      return rows.map(({ images, masterImages, ...row }) => ({
        ...row,
        imageUrl: firstImageUrl(images) ?? firstImageUrl(masterImages),
      }));
    },

    /** Up to `limit` published products of a category and its sub-categories, by name, with their master sku. */
    async productsInCategory(categorySlug: string, limit: number): Promise<ContentProductSummary[]> {
      const rows = await db
        .select({
          sku: productVariants.sku,
          key: products.key,
          name: products.name,
          slug: products.slug,
          images: productVariants.images,
        })
        .from(products)
        .innerJoin(productVariants, and(eq(productVariants.productId, products.id), eq(productVariants.variantId, 1)))
        .where(
          and(
            eq(products.published, true),
            sql`${products.categoryIds} && array(
              select c.id from ${categories} c, ${categories} top
              where top.slug->>'en-US' = ${categorySlug} and (c.id = top.id or top.id = any(c.ancestor_ids)))`,
          ),
        )
        .orderBy(sql`${products.name}->>'en-US'`, asc(products.key))
        .limit(limit);
      return rows.map(({ images, ...row }) => ({ ...row, imageUrl: firstImageUrl(images) }));
    },

    /** Categories by their en-US slug, with the slugs of their ancestors below the root. */
    async categoriesBySlugs(slugs: readonly string[], rootKey: string): Promise<ContentCategorySummary[]> {
      if (slugs.length === 0) return [];
      return db
        .select({
          slug: sql<string>`${categories.slug}->>'en-US'`,
          name: categories.name,
          path: sql<string[]>`array(
            select a.slug->>'en-US' from unnest(${categories.ancestorIds}) with ordinality as up(id, n)
            join ${categories} a on a.id = up.id where a.key <> ${rootKey} order by up.n
          ) || (${categories.slug}->>'en-US')`,
        })
        .from(categories)
        .where(inArray(sql`${categories.slug}->>'en-US'`, [...slugs]));
    },
  };
}

export type PublishedContentRepository = ReturnType<typeof publishedContentRepository>;

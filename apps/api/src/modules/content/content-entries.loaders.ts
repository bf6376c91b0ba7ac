import {
  publishedContentRepository,
  type ContentCategorySummary,
  type ContentProductSummary,
  type Db,
  type PublishedEntry,
} from '@chairside/db';
import { rootCategoryKey } from '@chairside/domain';
import DataLoader from 'dataloader';

type EntryType = PublishedEntry['type'];

/** Related posts asked for with one limit, for any number of posts. */
const relatedKey = (postId: string, limit: number) => `${limit}|${postId}`;

/**
 * Per-request batching for blog posts, docs and landing pages, as of the request's `now`: however a query nests
 * posts, related posts, products and categories, each kind costs one database query per level.
 */
export function contentEntryLoaders(db: Db, now: Date) {
  const repository = publishedContentRepository(db);

  const entryBySlug = new DataLoader<`${EntryType}|${string}`, PublishedEntry | undefined>(async (keys) => {
    const byType = new Map<EntryType, string[]>();
    for (const key of keys) {
      const [type, slug] = key.split('|') as [EntryType, string];
      byType.set(type, [...(byType.get(type) ?? []), slug]);
    }
    const found = (await Promise.all([...byType].map(([type, slugs]) => repository.bySlugs(type, slugs, now)))).flat();
    const bySlug = new Map(found.map((entry) => [`${entry.type}|${entry.slug}`, entry]));
    return keys.map((key) => bySlug.get(key));
  });

  const entryById = new DataLoader<string, PublishedEntry | undefined>(async (ids) => {
    const found = new Map((await repository.byIds(ids, now)).map((entry) => [entry.id, entry]));
    return ids.map((id) => found.get(id));
  });

  const relatedIds = new DataLoader<string, string[]>(async (keys) => {
    const byLimit = new Map<number, string[]>();
    for (const key of keys) {
      const [limit, id] = key.split('|') as [string, string];
      byLimit.set(Number(limit), [...(byLimit.get(Number(limit)) ?? []), id]);
    }
    const answers = new Map<string, string[]>();
    for (const [limit, ids] of byLimit) {
      for (const [id, related] of await repository.relatedPostIds(ids, limit, now)) {
        answers.set(relatedKey(id, limit), related);
      }
    }
    return keys.map((key) => answers.get(key) ?? []);
  });

  const productBySku = new DataLoader<string, ContentProductSummary | undefined>(async (skus) => {
    const found = new Map((await repository.productsBySkus(skus)).map((product) => [product.sku, product]));
    return skus.map((sku) => found.get(sku));
  });

  const categoryBySlug = new DataLoader<string, ContentCategorySummary | undefined>(async (slugs) => {
    const found = new Map(
      (await repository.categoriesBySlugs(slugs, rootCategoryKey)).map((category) => [category.slug, category]),
    );
    return slugs.map((slug) => found.get(slug));
  });

  let tagCounts: Promise<Map<string, number>> | undefined;

  const present = <T>(items: readonly (T | Error | undefined)[]): T[] =>
    items.filter((item): item is T => item !== undefined && !(item instanceof Error));

  return {
    now,
    blogPage: (query: { offset: number; limit: number; tag?: string | undefined; search?: string | undefined }) =>
      repository.blogPage({ ...query, now }),
    entry: (type: EntryType, slug: string) => entryBySlug.load(`${type}|${slug}`),
    list: (type: 'docs-page' | 'landing-page') => repository.list(type, now),
    /** Published posts per tag, read once per request. */
    tagCounts: () =>
      (tagCounts ??= repository.blogTagCounts(now).then((rows) => new Map(rows.map(({ tag, count }) => [tag, count])))),
    async relatedPosts(postId: string, limit: number): Promise<PublishedEntry[]> {
      return present(await entryById.loadMany(await relatedIds.load(relatedKey(postId, limit))));
    },
    /** Published products of the skus, in their order; unknown skus left out. */
    async products(skus: readonly string[]): Promise<ContentProductSummary[]> {
      return present(await productBySku.loadMany(skus));
    },
    productsInCategory: (slug: string, limit: number) => repository.productsInCategory(slug, limit),
    async categories(slugs: readonly string[]): Promise<ContentCategorySummary[]> {
      return present(await categoryBySlug.loadMany(slugs));
    },
  };
}

export type ContentEntryLoaders = ReturnType<typeof contentEntryLoaders>;

import 'server-only';
import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import { catalogRequest } from './catalog-client';

/** Catalogue data changes rarely; a product edit shows within this many seconds. */
export const catalogueRevalidateSeconds = 120;
/** Cache tag of every catalogue read, for an on-demand purge (revalidateTag) after an import. */
export const catalogueCacheTag = 'catalogue';

const anyJson = z.unknown();

/**
 * GET of a catalogue path through the Next data cache. The key is the full path with its query
 * string, so every parameter of the request is part of it. Only public catalogue reads come through
 * here: nothing personal ever shares these entries.
 */
const cachedGet = unstable_cache((path: string) => catalogRequest(path, anyJson), ['catalogue-get'], {
  revalidate: catalogueRevalidateSeconds,
  tags: [catalogueCacheTag],
});

/** A POST whose body decides the answer (the content GraphQL API): the body is part of the key. */
const cachedPost = unstable_cache(
  (path: string, body: string) => catalogRequest(path, anyJson, { method: 'POST', body }),
  ['catalogue-post'],
  {
    revalidate: catalogueRevalidateSeconds,
    tags: [catalogueCacheTag],
  },
);

/** A cached catalogue read, checked against the contract's schema on the way out. */
export async function cachedCatalogGet<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
  return schema.parse(await cachedGet(path));
}

export async function cachedCatalogPost<T extends z.ZodType>(
  path: string,
  body: string,
  schema: T,
): Promise<z.infer<T>> {
  return schema.parse(await cachedPost(path, body));
}

import { revalidationTags, type ContentType } from '@chairside/domain';

/**
 * Next data-cache tags of content reads (issue 20 contract): publishing an entry revalidates its type's list tag and
 * its own tag (the domain's revalidationTags) through /api/revalidate; `content` covers everything.
 */
export const allContentTag = 'content';

/** A type's list tag (content:blog, content:docs, content:lp): the first of any entry's tags. */
export const contentListTag = (type: ContentType) => revalidationTags(type, '')[0];

/** Longest tag Next accepts (NEXT_CACHE_TAG_MAX_LENGTH); longer ones it ignores. */
const maxTagLength = 256;

/** Tags the revalidation route may purge: `content` and those under it, nothing else of the cache. */
export function isContentTag(tag: string): boolean {
  return tag.length <= maxTagLength && (tag === allContentTag || tag.startsWith(`${allContentTag}:`));
}

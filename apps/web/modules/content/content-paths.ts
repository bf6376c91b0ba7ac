import { contentSlugPattern } from '@chairside/domain';

/** Storefront paths of content pages (spec §2: /blog/{slug}, /docs/{slug}, /lp/{slug}). */
export const blogPath = '/blog';
export const blogFeedPath = '/blog/rss.xml';
export const blogPostPath = (slug: string) => `${blogPath}/${encodeURIComponent(slug)}`;
export const blogTagPath = (tag: string) => `${blogPath}/tag/${encodeURIComponent(tag)}`;
export const docsPagePath = (slug: string) => `/docs/${encodeURIComponent(slug)}`;
export const landingPagePath = (slug: string) => `/lp/${encodeURIComponent(slug)}`;

/** A page number from `?page=`: 1 when absent; undefined (a 404) for anything but a plain positive number. */
export function pageNumberParam(value: string | string[] | undefined): number | undefined {
  if (value === undefined) return 1;
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && /^[1-9][0-9]{0,4}$/.test(text) ? Number(text) : undefined;
}

/**
 * Whether a URL segment can be an entry's slug ([a-z0-9-]+, as the API accepts them). Anything else is the 404 page at
 * once, without a lookup that would be cached under the made-up slug.
 */
export const isContentSlug = (slug: string) => slug.length <= 120 && contentSlugPattern.test(slug);

/**
 * A call to action's link as authored: a path of this store or an http(s) URL. Anything else (javascript:, data:,
 * protocol-relative //host) is dropped, so a content editor's slip cannot put a script behind a button.
 */
export function safeContentHref(href: string): string | undefined {
  if (/^\/(?![/\\])/.test(href)) return href;
  return /^https?:\/\//i.test(href) ? href : undefined;
}

/**
 * The revalidation route's path. The proxy's same-origin (CSRF) check does not apply to it: the API calls it from its
 * server, and the bearer secret, which no browser sends by itself, is what authorises the call.
 */
export const contentRevalidatePath = '/api/revalidate';

import 'server-only';
import type { BlogPost, BlogPostPage, BlogTag } from '@chairside/contracts';
import { notFound } from 'next/navigation';
import { getBlogPost, getBlogPosts, getBlogTags } from '@/lib/api/content';
import { isContentSlug, pageNumberParam } from './content-paths';

/** Posts per page of the blog's lists. */
export const blogPageSize = 10;

export interface BlogList {
  posts: BlogPostPage;
  tags: BlogTag[];
  /** The filtered tag, when the list is a tag's. */
  tag?: BlogTag | undefined;
}

/**
 * A page of the blog (or of one tag's posts) from the URL's ?page=. A malformed page number, a page past the last one
 * and a tag no published post carries are the 404 page; an empty blog is its first page, empty.
 */
export async function requireBlogList(pageParam: string | string[] | undefined, tagSlug?: string): Promise<BlogList> {
  const page = pageNumberParam(pageParam);
  if (page === undefined) notFound();
  // The tag is looked up first, so a made-up one never becomes a cache entry of its own.
  const tags = await getBlogTags();
  const tag = tagSlug === undefined ? undefined : tags.find((candidate) => candidate.slug === tagSlug);
  if (tagSlug !== undefined && !tag) notFound();
  const posts = await getBlogPosts({ page, pageSize: blogPageSize, tag: tagSlug });
  if (posts.items.length === 0 && page > 1) notFound();
  return { posts, tags, tag };
}

/**
 * A published post, or undefined for an unknown (or unpublished, or scheduled) slug. Metadata reads it this way: a
 * notFound() thrown there, before the page renders, would answer Next's bare error shell instead of the 404 page.
 */
export async function findBlogPost(slug: string): Promise<BlogPost | undefined> {
  return isContentSlug(slug) ? getBlogPost(slug) : undefined;
}

/** A published post; an unknown one is the 404 page. */
export async function requireBlogPost(slug: string): Promise<BlogPost> {
  return (await findBlogPost(slug)) ?? notFound();
}

/** The tag a tag page names, or undefined (for metadata, as findBlogPost). */
export async function findBlogTag(slug: string): Promise<BlogTag | undefined> {
  return (await getBlogTags()).find((tag) => tag.slug === slug);
}

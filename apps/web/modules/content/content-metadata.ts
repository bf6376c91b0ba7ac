import type { BlogPost } from '@chairside/contracts';
import type { Metadata } from 'next';
import { absoluteUrl } from '@/modules/seo/site-url';
import { blogFeedPath, blogPostPath } from './content-paths';
import { contentTitle } from './content-title';

/** The RSS feed, announced on every blog page (link rel="alternate"). */
export const blogFeedAlternate: NonNullable<Metadata['alternates']>['types'] = {
  'application/rss+xml': [{ url: blogFeedPath, title: 'The Chairside Blog' }],
};

/** A list page's metadata: its own canonical URL (page 2 is its own page) and the feed. */
export function blogListMetadata(title: string, description: string, path: string, page: number): Metadata {
  const canonical = absoluteUrl(page > 1 ? `${path}?page=${page}` : path);
  return {
    title: page > 1 ? `${title} (page ${page})` : title,
    description,
    alternates: { canonical, types: blogFeedAlternate },
    openGraph: { title, description, url: canonical, type: 'website', siteName: 'Chairside' },
  };
}

/** A post's title, description, canonical URL and article preview (Open Graph with its hero and dates). */
export function blogPostMetadata(post: BlogPost): Metadata {
  const canonical = absoluteUrl(blogPostPath(post.slug));
  return {
    title: contentTitle(post.seoTitle),
    description: post.seoDescription,
    alternates: { canonical, types: blogFeedAlternate },
    openGraph: {
      type: 'article',
      title: post.title,
      description: post.seoDescription,
      url: canonical,
      siteName: 'Chairside',
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: [post.author.name],
      tags: post.tags.map((tag) => tag.label),
      ...(post.heroImageUrl
        ? { images: [{ url: absoluteUrl(post.heroImageUrl), alt: post.heroImageAlt ?? post.title }] }
        : {}),
    },
  };
}

/** A docs or landing page's title, description, canonical URL and preview. */
export function contentPageMetadata(entry: { seoTitle: string; seoDescription: string }, path: string): Metadata {
  const canonical = absoluteUrl(path);
  return {
    title: contentTitle(entry.seoTitle),
    description: entry.seoDescription,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      title: entry.seoTitle,
      description: entry.seoDescription,
      url: canonical,
      siteName: 'Chairside',
    },
  };
}

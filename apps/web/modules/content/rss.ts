import type { BlogPostSummary } from '@chairside/contracts';

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute URL of the blog. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  feedUrl: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[character]};`,
  );

// Characters XML 1.0 does not allow at all (control characters other than tab and line breaks).
// eslint-disable-next-line no-control-regex
const invalidXmlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const text = (value: string) => escapeXml(value.replace(invalidXmlCharacters, ''));

const element = (name: string, value: string) => `<${name}>${text(value)}</${name}>`;

/** RSS 2.0 of the newest posts; `postUrl` gives a post's absolute URL. Dates in RFC 822 form, as RSS requires. */
export function rssFeed(
  channel: FeedChannel,
  posts: readonly BlogPostSummary[],
  postUrl: (slug: string) => string,
): string {
  const items = posts.map((post) => {
    const url = postUrl(post.slug);
    return [
      '<item>',
      element('title', post.title),
      element('link', url),
      `<guid isPermaLink="true">${text(url)}</guid>`,
      element('pubDate', new Date(post.publishedAt).toUTCString()),
      element('description', post.excerpt),
      ...post.tags.map((tag) => element('category', tag.label)),
      '</item>',
    ].join('');
  });
  const newest = posts[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', 'en-us'),
    `<atom:link href="${text(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', new Date(newest).toUTCString())] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

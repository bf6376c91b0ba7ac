import type { BlogPostSummary } from '@chairside/contracts';
import { describe, expect, it } from 'vitest';
import { rssFeed } from './rss';

const channel = {
  title: 'The Chairside Blog',
  description: 'Guides & news',
  link: 'https://shop.example/blog',
  feedUrl: 'https://shop.example/blog/rss.xml',
};

const post = (slug: string, title: string, publishedAt: string): BlogPostSummary => ({
  slug,
  title,
  excerpt: 'Nitrile <vs> latex & "vinyl"\u0001',
  heroImageUrl: null,
  heroImageAlt: null,
  publishedAt,
  readingMinutes: 4,
  tags: [{ slug: 'infection-control', label: 'Infection Control', count: 2 }],
});

describe('rssFeed', () => {
  const xml = rssFeed(
    channel,
    [post('gloves', 'Gloves & gowns', '2026-10-14T13:00:00Z'), post('older', 'Older', '2026-09-01T08:00:00Z')],
    (slug) => `https://shop.example/blog/${slug}`,
  );

  it('is an RSS 2.0 channel with a self link', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<title>The Chairside Blog</title>');
    expect(xml).toContain('<description>Guides &amp; news</description>');
    expect(xml).toContain(
      '<atom:link href="https://shop.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<lastBuildDate>Wed, 14 Oct 2026 13:00:00 GMT</lastBuildDate>');
  });

  it('writes each post as an item, escaped, in the given order', () => {
    expect(xml).toContain(
      '<item><title>Gloves &amp; gowns</title><link>https://shop.example/blog/gloves</link>' +
        '<guid isPermaLink="true">https://shop.example/blog/gloves</guid><pubDate>Wed, 14 Oct 2026 13:00:00 GMT</pubDate>' +
        '<description>Nitrile &lt;vs&gt; latex &amp; &quot;vinyl&quot;</description><category>Infection Control</category></item>',
    );
    expect(xml.indexOf('/blog/gloves<')).toBeLessThan(xml.indexOf('/blog/older<'));
    expect(xml).not.toContain('\u0001');
  });

  it('has no lastBuildDate without posts', () => expect(rssFeed(channel, [], String)).not.toContain('lastBuildDate'));
});

import { describe, expect, it } from 'vitest';
import { sitemapIndex, urlSet } from './sitemap-xml';

describe('sitemap XML', () => {
  it('writes a urlset with escaped locations', () => {
    const xml = urlSet([
      { loc: 'https://shop.example/search?q=a&b', lastModified: '2026-01-02T00:00:00.000Z' },
      { loc: 'https://shop.example/' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url><loc>https://shop.example/search?q=a&amp;b</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://shop.example/</loc></url>');
  });

  it('writes a sitemap index', () =>
    expect(sitemapIndex([{ loc: 'https://shop.example/sitemaps/products-0.xml' }])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://shop.example/sitemaps/products-0.xml</loc></sitemap>',
    ));
});

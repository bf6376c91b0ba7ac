/** sitemaps.org limits: at most 50,000 URLs per sitemap file. */
export const maxUrlsPerSitemap = 50_000;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastModified?: string | undefined;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[character]};`,
  );

function entries(tag: 'url' | 'sitemap', items: readonly SitemapEntry[]): string {
  return items
    .map(
      (item) =>
        `<${tag}><loc>${escapeXml(item.loc)}</loc>${item.lastModified ? `<lastmod>${escapeXml(item.lastModified)}</lastmod>` : ''}</${tag}>`,
    )
    .join('\n');
}

export function urlSet(items: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries('url', items)}\n</urlset>\n`;
}

export function sitemapIndex(items: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries('sitemap', items)}\n</sitemapindex>\n`;
}

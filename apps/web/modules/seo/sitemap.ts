import 'server-only';
import { getCategoryTree } from '@/lib/api/categories';
import { getAllBlogPostLocations, getBlogTags, getDocsPages, getLandingPages } from '@/lib/api/content';
import { getPrintCatalog, getPrintCatalogs } from '@/lib/api/print-catalogs';
import { allProductLocations } from '@/lib/api/product-listing';
import { ttlCache } from '@/lib/api/ttl-cache';
import { allCategories } from '@/modules/catalog/category-lookup';
import { landingPages } from '@/modules/catalog/landing-pages';
import { blogPostPath, blogTagPath, docsPagePath, landingPagePath } from '@/modules/content/content-paths';
import { catalogPagePath, catalogPath } from '@/modules/print-catalogs/print-catalog-route';
import { productHref } from '@/modules/product/product-view';
import { maxUrlsPerSitemap, sitemapIndex, urlSet, type SitemapEntry } from './sitemap-xml';
import { absoluteUrl } from './site-url';

/** Rebuilt at most hourly per instance: walking a large catalogue is not free. */
const cacheMs = 60 * 60 * 1000;

/** Home, landing and catalogue pages, every category and every print catalogue page, blog, contact and content. */
async function pageEntries(): Promise<SitemapEntry[]> {
  const [tree, catalogs, content] = await Promise.all([getCategoryTree(), getPrintCatalogs(), contentEntries()]);
  const fullCatalogs = await Promise.all(catalogs.map((catalog) => getPrintCatalog(catalog.slug)));
  const paths = [
    '/',
    ...Object.values(landingPages).map((page) => page.path),
    ...allCategories(tree).map((node) => node.href),
    '/catalogs',
    ...fullCatalogs.flatMap((catalog) =>
      catalog
        ? [catalogPath(catalog.slug), ...catalog.pages.map((page) => catalogPagePath(catalog.slug, page.pageNumber))]
        : [],
    ),
    '/blog',
    '/contact',
    '/asap-enrollment',
  ];
  return [...paths.map((path) => ({ loc: absoluteUrl(path) })), ...content];
}

/** Blog posts (with their last change) and tags, docs pages and landing pages (with theirs). */
async function contentEntries(): Promise<SitemapEntry[]> {
  const [posts, tags, docs, landing] = await Promise.all([
    getAllBlogPostLocations(),
    getBlogTags(),
    getDocsPages(),
    getLandingPages(),
  ]);
  return [
    ...posts.map((post) => ({ loc: absoluteUrl(blogPostPath(post.slug)), lastModified: post.updatedAt })),
    ...tags.map((tag) => ({ loc: absoluteUrl(blogTagPath(tag.slug)) })),
    ...docs.map((page) => ({ loc: absoluteUrl(docsPagePath(page.slug)) })),
    ...landing.map((page) => ({ loc: absoluteUrl(landingPagePath(page.slug)), lastModified: page.updatedAt })),
  ];
}

/** Every URL, pages first, then products in key order, each product with its last change. */
const allEntries = ttlCache(cacheMs, async (): Promise<SitemapEntry[]> => {
  const [pages, products] = await Promise.all([pageEntries(), allProductLocations()]);
  return [
    ...pages,
    ...products.map((product) => ({
      loc: absoluteUrl(productHref(product.slug)),
      lastModified: product.lastModifiedAt,
    })),
  ];
});

/**
 * /sitemap.xml: one urlset while everything fits in one file (50,000 URLs), otherwise a sitemap
 * index of /sitemaps/1.xml, /sitemaps/2.xml, … with up to 50,000 URLs each.
 */
export async function rootSitemap(): Promise<string> {
  const entries = await allEntries();
  if (entries.length <= maxUrlsPerSitemap) return urlSet(entries);
  const files = Math.ceil(entries.length / maxUrlsPerSitemap);
  return sitemapIndex(
    Array.from({ length: files }, (_, index) => ({ loc: absoluteUrl(`/sitemaps/${index + 1}.xml`) })),
  );
}

/** File n of a split sitemap ("1.xml"), or undefined when there is no such file. */
export async function childSitemap(file: string): Promise<string | undefined> {
  const number = /^([1-9][0-9]{0,3})\.xml$/.exec(file)?.[1];
  if (!number) return undefined;
  const entries = await allEntries();
  if (entries.length <= maxUrlsPerSitemap) return undefined;
  const slice = entries.slice((Number(number) - 1) * maxUrlsPerSitemap, Number(number) * maxUrlsPerSitemap);
  return slice.length ? urlSet(slice) : undefined;
}

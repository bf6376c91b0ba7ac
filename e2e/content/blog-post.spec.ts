import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../screenshots';
import { contentGraphql } from './content-api';
import { jsonLdOf, loadLazyImages, metaContent, notFoundHeading } from './page-facts';

interface FullPost {
  slug: string;
  title: string;
  publishedAt: string;
  readingMinutes: number;
  heroImageUrl: string | null;
  heroImageAlt: string | null;
  author: { name: string; role: string | null };
  tags: { label: string }[];
  relatedPosts: { slug: string; title: string }[];
  mentionedProducts: { slug: string; name: string; imageUrl: string | null }[];
}

/** A demo post that mentions products and has related posts (the richest page to check). */
async function richPost(): Promise<FullPost> {
  const { blogPosts } = await contentGraphql<{
    blogPosts: { items: FullPost[] };
  }>(`query { blogPosts(page: 1, pageSize: 50) {
    items { slug title publishedAt readingMinutes heroImageUrl heroImageAlt author { name role } tags { label }
      relatedPosts(limit: 3) { slug title } mentionedProducts { slug name imageUrl } } } }`);
  const post = blogPosts.items.find((item) => item.mentionedProducts.length > 0 && item.relatedPosts.length > 0);
  if (!post) throw new Error('No demo post mentions products and has related posts: the demo content changed.');
  return post;
}

test('a post shows author, date, reading time, hero, body, tags, its products and related posts', async ({
  page,
  request,
}) => {
  const post = await richPost();
  await page.goto(`/blog/${post.slug}`);
  const article = page.locator('main article').first();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(article.getByText(post.author.name)).toBeVisible();
  await expect(article.getByText(`${post.readingMinutes} min read`)).toBeVisible();
  await expect(article.locator('time').first()).toHaveAttribute('datetime', post.publishedAt);
  if (post.heroImageUrl) {
    const hero = article.locator(`img[src="${post.heroImageUrl}"]`);
    await expect(hero).toHaveAttribute('alt', post.heroImageAlt ?? '');
    expect(await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
  await expect(article.locator('h2').first()).toBeVisible(); // the Markdown body's headings
  for (const tag of post.tags) await expect(article.getByRole('link', { name: tag.label })).toBeVisible();

  const products = page.getByRole('region', { name: 'Products in this article' });
  for (const product of post.mentionedProducts) {
    const link = products.getByRole('link', { name: product.name });
    await expect(link).toHaveAttribute('href', `/product/${product.slug}`);
  }
  expect((await request.get(`/product/${post.mentionedProducts[0]!.slug}`)).status()).toBe(200);
  await loadLazyImages(page);
  const pictures = await products
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0));
  expect(pictures).toEqual(post.mentionedProducts.filter((product) => product.imageUrl).map(() => true));

  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('heading', { level: 3 })).toHaveText(post.relatedPosts.map((item) => item.title));
  await related.getByRole('link', { name: post.relatedPosts[0]!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.relatedPosts[0]!.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.relatedPosts[0]!.title);
});

test('a post carries its canonical URL, Open Graph article data and BlogPosting JSON-LD', async ({ page }) => {
  const post = await richPost();
  await page.goto(`/blog/${post.slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${post.slug}$`));
  expect(await metaContent(page, 'og:type')).toBe('article');
  expect(await metaContent(page, 'og:title')).toBe(post.title);
  expect(await metaContent(page, 'article:published_time')).toBe(post.publishedAt);
  if (post.heroImageUrl) expect(await metaContent(page, 'og:image')).toMatch(/^https?:\/\/.+\.svg$/);
  const [posting] = await jsonLdOf(page, 'BlogPosting');
  expect(posting).toMatchObject({
    headline: post.title,
    datePublished: post.publishedAt,
    author: { '@type': 'Person', name: post.author.name },
  });
  expect(await jsonLdOf(page, 'BreadcrumbList')).toHaveLength(1);
});

test('an unknown post is the 404 page', async ({ page }) => {
  for (const path of ['/blog/no-such-post', '/blog/Not%20A%20Slug']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(notFoundHeading);
    await expect(page).toHaveTitle(`Page Not Found: ${path}`);
  }
});

test('a post at phone and desktop widths', async ({ page }, testInfo) => {
  const post = await richPost();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `nothing sticks out at ${width} px`).toBeLessThanOrEqual(0);
    await loadLazyImages(page);
    await keepScreenshot(page, testInfo, `blog-post-${width}`);
  }
});

test('the sitemap lists posts, docs pages and landing pages', async ({ request }) => {
  const data = await contentGraphql<{
    blogPosts: { items: { slug: string }[] };
    docsPages: { slug: string }[];
    landingPages: { slug: string }[];
  }>('query { blogPosts(page: 1, pageSize: 50) { items { slug } } docsPages { slug } landingPages { slug } }');
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [
    // Not the post the publishing test may have put up since this worker's sitemap was built.
    ...data.blogPosts.items.filter((post) => !post.slug.startsWith('e2e-')).map((post) => `/blog/${post.slug}`),
    ...data.docsPages.map((docs) => `/docs/${docs.slug}`),
    ...data.landingPages.map((landing) => `/lp/${landing.slug}`),
  ];
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) expect(xml, path).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
});

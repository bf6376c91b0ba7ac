import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../screenshots';
import { loadLazyImages, notFoundHeading } from './page-facts';
import { createEntry, publishedPosts, publishEntry, unpublishEntry } from './content-api';

// Serial: the last test publishes a post, which would change the lists the others compare with the API.
test.describe.configure({ mode: 'serial' });

const pageSize = 10;

test('/blog lists the newest posts first with page links', async ({ page }) => {
  const { total, items } = await publishedPosts();
  expect(total, 'the demo blog has two pages').toBeGreaterThan(pageSize);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Chairside Blog');
  const titles = page.locator('main article h2');
  await expect(titles).toHaveText(items.slice(0, pageSize).map((post) => post.title));
  const first = page.locator('main article').first();
  await expect(first.getByText(`${items[0]!.readingMinutes} min read`)).toBeVisible();
  await expect(first.locator('time')).toHaveAttribute('datetime', items[0]!.publishedAt);

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('link', { name: 'Next ›' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(titles).toHaveText(items.slice(pageSize, 2 * pageSize).map((post) => post.title));
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('a malformed or past-the-end page of the blog is the 404 page', async ({ page }) => {
  for (const path of ['/blog?page=abc', '/blog?page=0', '/blog?page=99', '/blog/tag/no-such-tag']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(notFoundHeading);
  }
});

test('the tag filter lists the posts of one tag', async ({ page }) => {
  const { items } = await publishedPosts();
  const tag = items.flatMap((post) => post.tags).find((candidate) => candidate.count > 1)!;
  await page.goto('/blog');
  await page.getByRole('navigation', { name: 'Blog topics' }).getByRole('link', { name: tag.label }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/tag/${tag.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tag.label} articles`);
  const tagged = items.filter((post) => post.tags.some((candidate) => candidate.slug === tag.slug));
  await expect(page.locator('main article h2')).toHaveText(tagged.slice(0, pageSize).map((post) => post.title));
  await expect(
    page.getByRole('navigation', { name: 'Blog topics' }).getByRole('link', { name: tag.label }),
  ).toHaveAttribute('aria-current', 'page');
});

test('/blog at phone and desktop widths', async ({ page }, testInfo) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/blog');
    await expect(page.locator('main article').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `nothing sticks out at ${width} px`).toBeLessThanOrEqual(0);
    await loadLazyImages(page);
    await keepScreenshot(page, testInfo, `blog-list-${width}`);
  }
});

test('the RSS feed is well-formed RSS 2.0 of the newest posts, announced by the blog', async ({ page, request }) => {
  const { items } = await publishedPosts();
  await page.goto('/blog');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/blog\/rss\.xml$/,
  );
  const response = await request.get('/blog/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  const feed = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: document.querySelector('parsererror')?.textContent ?? null,
      version: document.documentElement.getAttribute('version'),
      items: Array.from(document.querySelectorAll('channel > item')).map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        pubDate: item.querySelector('pubDate')?.textContent,
      })),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.version).toBe('2.0');
  expect(feed.items.map((item) => item.title)).toEqual(items.slice(0, 20).map((post) => post.title));
  expect(feed.items[0]!.link).toMatch(new RegExp(`/blog/${items[0]!.slug}$`));
  expect(new Date(feed.items[0]!.pubDate!).toISOString()).toBe(new Date(items[0]!.publishedAt).toISOString());
});

test('a published post shows on /blog within seconds and is gone when unpublished', async ({ page, request }) => {
  const slug = `e2e-published-${Date.now()}`;
  const title = `Autoclave log sheets explained (${slug})`;
  const draft = await createEntry({
    type: 'blog-post',
    slug,
    fields: {
      title,
      excerpt: 'What a sterilizer log needs to show an inspector, and how often to run a spore test.',
      author: 'E2E Author',
      tags: ['infection-control'],
    },
    body: '## Why log every cycle\n\nEvery load gets a line: date, cycle, indicator result and initials.',
  });
  // A draft is not on the blog.
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  let entry = await publishEntry(draft);
  const publishedAt = Date.now();
  await expect
    .poll(async () => (await request.get('/blog')).text(), { timeout: 5_000, intervals: [100, 250] })
    .toContain(title);
  const shownAfterMs = Date.now() - publishedAt;
  // Every storefront worker shows it, not only the one the API's revalidation call reached.
  for (let i = 0; i < 6; i++) expect(await (await request.get('/blog')).text()).toContain(title);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  test.info().annotations.push({ type: 'shown after', description: `${shownAfterMs} ms` });

  entry = await unpublishEntry(entry);
  await expect
    .poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: 5_000, intervals: [100, 250] })
    .toBe(404);
  for (let i = 0; i < 6; i++) {
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    expect(await (await request.get('/blog')).text()).not.toContain(title);
  }
  expect(entry.status).toBe('draft');
});

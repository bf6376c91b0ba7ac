import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 900 } });

/** Marks this document: a client-side navigation keeps the mark, a full page load does not. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
/** What the tab does when it becomes visible again: it asks for the server's build. */
const tabShown = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

/**
 * Sends `trigger` until `reaction` is seen: page.goto returns at the load event, and on a slow machine the page may
 * still be hydrating, its listeners not yet attached, when the first event is sent.
 */
const untilReacted = (trigger: () => Promise<unknown>, reaction: () => Promise<unknown>) =>
  expect(async () => {
    await trigger();
    await reaction();
  }).toPass({ timeout: 20_000 });
const outdated = (page: Page) => () =>
  expect(page.locator('html')).toHaveAttribute('data-build-outdated', '', { timeout: 1_000 });

const goToCart = async (page: Page) => {
  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

test('the build route answers the build the server runs, never from a cache', async ({ request }) => {
  const response = await request.get('/api/build');
  expect(response.headers()['cache-control']).toBe('no-store');
  const running = (await readFile('apps/web/.next/BUILD_ID', 'utf8')).trim();
  expect(await response.json()).toEqual({ buildId: running });
});

test('while the build is the same, navigation stays client-side', async ({ page }) => {
  await page.goto('/quick-order');
  await markDocument(page);
  let asked: Promise<unknown> = Promise.resolve();
  await untilReacted(
    async () => {
      asked = page.waitForResponse('**/api/build', { timeout: 1_000 });
      await tabShown(page);
    },
    () => asked,
  );
  await goToCart(page);
  expect(await sameDocument(page)).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-build-outdated');
});

test('after a deploy, the next navigation is a full page load of the new build', async ({ page }) => {
  await page.goto('/quick-order');
  await markDocument(page);
  // The server now says it runs another build, as it would after a deploy.
  await page.route('**/api/build', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  await untilReacted(() => tabShown(page), outdated(page));
  const documentLoad = page.waitForRequest((request) => request.resourceType() === 'document');
  await goToCart(page);
  await documentLoad;
  expect(await sameDocument(page)).toBe(false);
});

test('a chunk of code that fails to load makes the next navigation a full page load (spec §4)', async ({ page }) => {
  await page.goto('/quick-order');
  await markDocument(page);
  const chunkFails = () =>
    page.evaluate(() => {
      const failure = Object.assign(new Error('Loading chunk 4821 failed.'), { name: 'ChunkLoadError' });
      void Promise.reject(failure);
    });
  await untilReacted(chunkFails, outdated(page));
  await goToCart(page);
  expect(await sameDocument(page)).toBe(false);
});

import { expect, test, type Page } from '@playwright/test';

/**
 * Every link of the shell (header, desktop category menu, phone menu with every level open, footer) and of the home
 * page leads somewhere: each same-origin target is requested (redirects followed) and must not answer 404 or 5xx.
 */
async function sameOriginLinks(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => `${url.pathname}${url.search}`);
}

async function phoneMenuLinks(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // Open every level: each opened submenu may bring its own closed ones.
  for (let round = 0; round < 10; round++) {
    const closed = menu.locator('button[aria-expanded="false"][aria-controls]');
    const count = await closed.count();
    if (count === 0) break;
    for (let i = count - 1; i >= 0; i--) await closed.nth(i).click();
  }
  await expect(menu.locator('button[aria-expanded="false"][aria-controls]')).toHaveCount(0);
  return sameOriginLinks(page, '[role="dialog"][aria-label="Menu"]');
}

test('every link of the header, footer, menus and home page resolves', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const links = new Set([
    ...(await sameOriginLinks(page, 'header')),
    ...(await sameOriginLinks(page, 'main')),
    ...(await sameOriginLinks(page, 'footer')),
    ...(await phoneMenuLinks(page)),
  ]);
  // The spec's links are among them (a crawl that found nothing would pass otherwise).
  for (const expected of ['/docs/resources', '/docs/esources', '/docs/stay-compliant', '/blog', '/contact']) {
    expect([...links], expected).toContain(expected);
  }
  expect(links.size).toBeGreaterThan(40);

  const broken: string[] = [];
  const queue = [...links];
  // A few at a time: the storefront under test is shared with the other test workers.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await request.get(path, { maxRedirects: 5 });
        if (response.status() === 404 || response.status() >= 500) broken.push(`${path} → ${response.status()}`);
        await response.dispose();
      }
    }),
  );
  expect(broken, 'links that lead nowhere').toEqual([]);
});

import { expect, test } from '@playwright/test';
import { categoryPath, productCount } from './catalogue-api';

test('sitemap.xml lists the pages, categories, catalogue pages and every product', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  for (const path of [
    '/',
    '/equipment',
    '/instruments',
    '/bone-regeneration-products',
    '/catalogs',
    '/catalog/regen24',
    '/catalog/instruments24/page/1',
    await categoryPath('exam-gloves'),
  ])
    expect(locations).toContain(path);
  expect(locations.filter((path) => path.startsWith('/product/'))).toHaveLength(await productCount());
  expect(new Set(locations).size).toBe(locations.length);
});

test('robots.txt allows the catalogue and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain('Disallow: /api/');
  expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

test('listing pages have a title, a description and a canonical URL; filtered ones are not indexed', async ({
  page,
}) => {
  const path = await categoryPath('gloves');
  await page.goto(path);
  await expect(page).toHaveTitle('Gloves | Chairside');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path}$`));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  await page.goto(`${path}?latex_free=true&page=2`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}\\?page=2$`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});

test('catalogue pages run under the CSP without violations', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of ['/', await categoryPath('gloves'), '/search?q=gloves', '/catalog/regen24/page/1']) {
    // goto waits for the load event: every script of the page has run by then.
    await page.goto(path);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
      [],
    );
  }
  const product = new URL(
    (await page.getByRole('region', { name: 'On this page' }).getByRole('link').first().getAttribute('href'))!,
    'http://x',
  ).pathname;
  await page.goto(product);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

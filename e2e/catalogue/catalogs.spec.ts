import { expect, test } from '@playwright/test';

test('print catalogues: list, overview, page by page and back', async ({ page }) => {
  await page.goto('/catalogs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Print Catalogs');
  for (const slug of ['regen24', 'instruments24'])
    await expect(page.locator(`main a[href="/catalog/${slug}"]`)).toHaveCount(1);

  await page.locator('main a[href="/catalog/regen24"]').click();
  await expect(page).toHaveURL('/catalog/regen24');
  const pageCount = Number((await page.getByText(/\d+ pages$/).textContent())!.match(/(\d+) pages/)![1]);
  expect(pageCount).toBeGreaterThan(2);
  await expect(
    page
      .getByRole('list')
      .filter({ has: page.locator('a[href^="/catalog/regen24/page/"]') })
      .getByRole('listitem'),
  ).toHaveCount(pageCount);

  await page.getByRole('link', { name: 'Start reading' }).click();
  await expect(page).toHaveURL('/catalog/regen24/page/1');
  const pager = page.getByRole('navigation', { name: 'Catalog pages' }).first();
  await expect(pager).toContainText(`Page 1 of ${pageCount}`);
  await expect(pager.getByRole('link', { name: '‹ Previous page' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /page 1:/ })).toBeVisible();

  await pager.getByRole('link', { name: 'Next page ›' }).click();
  await expect(page).toHaveURL('/catalog/regen24/page/2');
  await expect(pager).toContainText(`Page 2 of ${pageCount}`);
  await pager.getByRole('link', { name: '‹ Previous page' }).click();
  await expect(page).toHaveURL('/catalog/regen24/page/1');

  await page.goto(`/catalog/regen24/page/${pageCount}`);
  await expect(pager.getByRole('link', { name: 'Next page ›' })).toHaveCount(0);

  // Every product printed on the page links to its product page.
  const onPage = page.getByRole('region', { name: 'On this page' }).getByRole('link');
  expect(await onPage.count()).toBeGreaterThan(0);
  const name = (await onPage.first().textContent())!;
  const href = (await onPage.first().getAttribute('href'))!;
  await onPage.first().click();
  await page.waitForURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('unknown catalogues and pages are the 404 page', async ({ request }) => {
  for (const path of [
    '/catalog/no-such-catalog',
    '/catalog/regen24/page/999',
    '/catalog/regen24/page/0',
    '/catalog/regen24/page/two',
    '/catalog/no-such-catalog/page/1',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

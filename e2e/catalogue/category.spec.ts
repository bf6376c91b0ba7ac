import { expect, test } from '@playwright/test';
import { categoryPath } from './catalogue-api';

test.describe('category pages', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a nested category shows its breadcrumbs, heading and sub-category links', async ({ page }) => {
    const glovesPath = await categoryPath('gloves');
    const examPath = await categoryPath('exam-gloves');
    const response = await page.goto(glovesPath);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gloves');
    await expect(
      page.getByRole('navigation', { name: 'Gloves categories' }).getByRole('link', { name: 'Exam Gloves' }),
    ).toHaveAttribute('href', examPath);

    await page
      .getByRole('navigation', { name: 'Gloves categories' })
      .getByRole('link', { name: 'Exam Gloves' })
      .click();
    await expect(page).toHaveURL(examPath);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Supplies', 'Gloves']);
    await expect(crumbs.getByRole('link', { name: 'Gloves' })).toHaveAttribute('href', glovesPath);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Exam Gloves');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exam Gloves');
  });

  test('filters, sort, page size and page are in the URL', async ({ page }) => {
    await page.goto('/category/supplies');
    const status = page.getByRole('status').filter({ hasText: /products/ });
    const total = Number((await status.textContent())!.match(/of ([\d,]+) products/)![1]!.replace(/,/g, ''));
    expect(total).toBeGreaterThan(48);

    // A brand: the URL says so, the count drops, every card is of that brand.
    const brandGroup = page.getByRole('group', { name: 'Brand' });
    const firstBrand = brandGroup.getByRole('checkbox').first();
    const brand = (await firstBrand.getAttribute('value'))!;
    await firstBrand.check();
    await expect(page).toHaveURL(new RegExp(`[?&]brand=${encodeURIComponent(brand).replace(/%20/g, '\\+')}(&|$)`));
    await expect(status).not.toContainText(`of ${total.toLocaleString('en-US')} products`);
    for (const card of await page.getByRole('article').all()) await expect(card).toContainText(brand);

    // A second brand of the same group widens the result again (multi-select).
    const secondBrand = brandGroup.getByRole('checkbox').nth(1);
    await secondBrand.check();
    await expect(page).toHaveURL(/brand=.*&brand=/);
    await expect(firstBrand).toBeChecked();

    // A boolean attribute, then the sort and the page size.
    await page.getByRole('group', { name: 'Latex free' }).getByRole('checkbox', { name: /^Yes/ }).check();
    await expect(page).toHaveURL(/latex_free=true/);
    await page.getByLabel('Sort by').selectOption('name');
    await expect(page).toHaveURL(/sort=name/);
    const names = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));

    // Clearing the filters keeps the sort.
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL('/category/supplies?sort=name');
    await expect(firstBrand).not.toBeChecked();
    await page.getByLabel('Per page').selectOption('48');
    await expect(page).toHaveURL('/category/supplies?sort=name&perPage=48');
    await expect(page.getByRole('article')).toHaveCount(48);

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next ›' }).click();
    await expect(page).toHaveURL('/category/supplies?sort=name&perPage=48&page=2');
    await expect(status).toContainText('49–96 of');
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a filtered URL renders on the server without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/category/supplies?latex_free=false&sort=newest&page=2');
    await expect(page.getByRole('group', { name: 'Latex free' }).getByRole('checkbox', { name: /^No/ })).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
    await expect(page.getByRole('status').filter({ hasText: /products/ })).toContainText('25–');

    // The filter form is a plain GET form with its own Apply button.
    await page.getByRole('group', { name: 'Latex free' }).getByRole('checkbox', { name: /^Yes/ }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/latex_free=true&latex_free=false|latex_free=false&latex_free=true/);
    await context.close();
  });

  test('malformed filter values are ignored', async ({ page }) => {
    const response = await page.goto(
      '/category/supplies?page=abc&perPage=1000&sort=%22%3B&latex_free=maybe&category=..%2F..&brand=',
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: /products/ })).toContainText(/^1–24 of/);
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  });

  test('the fixed landing pages show their category', async ({ page }) => {
    for (const [path, heading] of [
      ['/equipment', 'Equipment Showroom'],
      ['/instruments', 'Instrument Collection'],
      ['/bone-regeneration-products', 'Bone Regeneration Products'],
    ]) {
      const response = await page.goto(path!);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
      await expect(page.getByRole('article').first()).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(
      'Bone Grafting',
    );
  });

  test('an unknown category is the 404 page', async ({ page }) => {
    for (const path of [
      '/category/no-such-category',
      '/category/supplies/no-such-child',
      '/category/supplies/gloves/exam-gloves/extra',
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        "Hmm... We can't seem to find the page you're looking for.",
      );
    }
  });
});

test.describe('category page (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('filters fold away behind a toggle', async ({ page }) => {
    await page.goto('/category/supplies');
    const brand = page.getByRole('group', { name: 'Brand' });
    await expect(brand).toBeHidden();
    await page.getByText('Filters', { exact: true }).click();
    await expect(brand).toBeVisible();
  });
});

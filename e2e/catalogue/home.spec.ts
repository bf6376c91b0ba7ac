import { expect, test } from '@playwright/test';
import { categories } from './catalogue-api';

test('the home page shows the hero, six categories, featured and new products and both promotions', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Dental and medical supplies, at your contract price',
  );

  const all = await categories();
  const root = all.find((category) => category.key === 'storefront-root')!;
  const tops = all.filter((category) => category.parent?.id === root.id);
  const categorySection = main.getByRole('region', { name: 'Shop by category' });
  for (const top of tops)
    await expect(categorySection.getByRole('link', { name: top.name['en-US'], exact: true })).toHaveAttribute(
      'href',
      `/category/${top.slug['en-US']}`,
    );
  expect(tops).toHaveLength(6);

  // One featured product from each top category.
  const featured = main.getByRole('region', { name: 'Featured products' });
  await expect(featured.getByRole('article')).toHaveCount(6);
  const newProducts = main.getByRole('region', { name: 'New products' });
  await expect(newProducts.getByRole('article')).toHaveCount(6);
  for (const card of await featured.getByRole('article').all()) {
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/product\/[a-z0-9-]+$/);
    await expect(card).toContainText(/Item #\s*\d{7}/);
  }

  const offers = main.getByRole('region', { name: 'Offers' });
  await expect(offers).toContainText('Extra 3% off every recurring order');
  await expect(offers).toContainText('10% off your next web order');
  await expect(offers.getByRole('link', { name: 'Set up REPLENISH' })).toBeVisible();
  await expect(offers.getByRole('button', { name: 'Sign up for SMS' })).toBeVisible();
});

test('a featured product card opens its product page', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Featured products' }).getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!;
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

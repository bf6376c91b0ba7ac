import { expect, test } from '@playwright/test';
import { shownWelcome } from '../account/helpers';

test('an unknown path answers the 404 page with its links', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found: /no-such-page');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    "Hmm... We can't seem to find the page you're looking for.",
  );
  await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Your account dashboard' })).toHaveAttribute('href', '/customer/account');
  await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  for (const slug of ['bone-grafting', 'dental-implants', 'equipment', 'instruments', 'pharmaceuticals', 'supplies']) {
    await expect(main.locator(`a[href="/category/${slug}"]`)).toHaveCount(1);
  }
  // The shell is still there.
  await expect(shownWelcome(page, 'Welcome to Chairside')).toBeVisible();
  await expect(page.locator('footer')).toContainText('All rights reserved.');
});

test('the 404 page is rendered on the server', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('We can&#x27;t seem to find the page you&#x27;re looking for.');
});

test('a path whose percent-encoding does not decode is the 404 page, not an error', async ({ request }) => {
  const malformed = ['/product/%ff', '/category/%ff', '/catalog/%ff', '/product/abc%', '/catalog/x/page/%ff'];
  for (const path of [...malformed, '/category/bone-grafting/%e2%82', '/sitemaps/%ff', '/media/%ff/1.svg']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('We can&#x27;t seem to find the page you&#x27;re looking for.');
  }
});

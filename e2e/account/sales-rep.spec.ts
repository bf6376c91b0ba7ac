import { expect, test, type Page } from '@playwright/test';
import { keepScreenshot } from '../screenshots';
import { signIn } from './helpers';

// demo-rep is shared with other tests: this file only reads, it changes nothing of the representative's.
const representative = 'demo-rep@example.com';
const noAddressMessage = /A valid shipping address is needed/;
const customerRequired = (page: Page) => page.getByTestId('customer-required');

/** The header's sales rep bar (spec §2), without an address prompt of a customer's. */
async function expectRepHeader(page: Page) {
  const bar = page.getByRole('region', { name: 'Sales representative' });
  await expect(bar).toContainText('Not Synced');
  await expect(bar).toContainText('Select a customer to see prices and stock');
  await expect(page.getByText(noAddressMessage)).toHaveCount(0);
  await expect(page.locator('header').getByText('Login to see stock availability')).toHaveCount(0);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`a sales representative acting for no customer (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('sees the Not Synced bar, no address message, and is asked to select a customer', async ({
      page,
    }, testInfo) => {
      await signIn(page, representative);
      await expect(page).toHaveURL(/\/customer\/account$/);
      await expectRepHeader(page);
      await expect(customerRequired(page)).toBeVisible();
      await expect(page.getByTestId('account-name')).toBeVisible();
      await keepScreenshot(page, testInfo, `sales-rep-dashboard-${viewport.width}`);

      for (const path of ['/customer/account/addresses', '/checkout', '/checkout/cart', '/customer/account/orders']) {
        await page.goto(path);
        await expect(customerRequired(page)).toBeVisible();
        await expect(page.getByText(noAddressMessage)).toHaveCount(0);
      }
      await keepScreenshot(page, testInfo, `sales-rep-orders-${viewport.width}`);

      await page.goto('/category/supplies');
      await expectRepHeader(page);
      const cards = page.getByRole('article');
      await expect(cards.first().getByText('Select a customer to see prices and stock')).toBeVisible();
      await expect(page.getByTestId('card-offer')).toHaveCount(0);
      await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
      await keepScreenshot(page, testInfo, `sales-rep-category-${viewport.width}`);

      await cards.first().getByRole('heading').getByRole('link').click();
      const panel = page.getByRole('region', { name: 'Price and availability' });
      await expect(panel.getByText('Select a customer to see prices and stock')).toBeVisible();
      await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
    });
  });
}

import { expect, test } from '@playwright/test';
import { signIn } from '../account/helpers';
import { keepScreenshot } from '../screenshots';

// The seeded order history of the contract customer (packages/db/src/demo/orders.ts): 26 recent orders, more than a
// page of 20.
const customer = 'demo-customer@example.com';
const retail = 'demo-retail@example.com';

for (const path of ['/customer/account/orders', '/customer/account/orders/detail']) {
  test(`${path} needs a login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/customer/account/login\\?redirect=${encodeURIComponent(path)}$`));
  });
}

test('a visitor on the recent items page is asked to sign in', async ({ page }) => {
  await page.goto('/customer/account/recent');
  await expect(page.getByRole('heading', { name: 'Recently Bought Items' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/account\/login\?redirect=%2Fcustomer%2Faccount%2Frecent$/);
});

test.describe('order history of the demo customer', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('lists orders newest first with status and totals, pages through them, opens a delivered order', async ({
    page,
  }, testInfo) => {
    await signIn(page, customer, { redirect: '/customer/account/orders' });
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(20);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(rows.first()).toContainText(/CS\d{7}/);
    await expect(rows.first()).toContainText(/\$\d/);
    await keepScreenshot(page, testInfo, 'orders-desktop');

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/customer\/account\/orders\?page=2$/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    expect(await page.getByTestId('order-row').count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/customer\/account\/orders$/);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    const delivered = page.getByTestId('order-row').filter({ hasText: 'Delivered' }).first();
    const orderNumber = (await delivered.getByRole('link').textContent())!.trim();
    await delivered.getByRole('link').click();
    await expect(page).toHaveURL(/\/customer\/account\/orders\/detail\?id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Delivered');
    expect(await page.getByTestId('order-line').count()).toBeGreaterThan(0);
    await expect(page.getByRole('definition').filter({ hasText: '$5.99' }).first()).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(page.getByTestId('order-payment')).toHaveText(
      /^(On account \(Net 30\)|(Visa|Mastercard|American Express) •••• \d{4})$/,
    );
    await expect(page.getByTestId('tracking-number')).toContainText(/UPS 1Z/);
    const history = page.getByRole('region', { name: 'Status history' });
    await expect(history.getByText('Order placed')).toBeVisible();
    await expect(history.getByText('Delivered', { exact: true })).toBeVisible();
    // Either of the customer's two offices; the shipping account goes with the address.
    await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText(
      /Dana Whitfield.*Account SA-\d{6}/,
    );
    await keepScreenshot(page, testInfo, 'order-detail-desktop');
  });

  test('sees recently bought items with quantities and opens a product from them', async ({ page }, testInfo) => {
    await signIn(page, customer, { redirect: '/customer/account/recent' });
    const items = page.getByTestId('recent-item');
    expect(await items.count()).toBeGreaterThan(3);
    await expect(items.first()).toContainText(/\d+ bought in \d+ orders?/);
    await keepScreenshot(page, testInfo, 'recent-desktop');
    const product = items.first().getByRole('link');
    const name = (await product.textContent())!.trim();
    await product.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the order list, an order and recent items fit the screen', async ({ page }, testInfo) => {
    await signIn(page, customer, { redirect: '/customer/account/orders' });
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await keepScreenshot(page, testInfo, 'orders-phone');
    await page.getByTestId('order-row').filter({ hasText: 'Shipped' }).first().getByRole('link').click();
    await expect(page.getByTestId('order-line').first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await keepScreenshot(page, testInfo, 'order-detail-phone');
    await page.goto('/customer/account/recent');
    await expect(page.getByTestId('recent-item').first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'recent-phone');
  });
});

test("another customer's order is not found", async ({ browser }) => {
  const owner = await browser.newPage();
  await signIn(owner, customer, { redirect: '/customer/account/orders' });
  const href = await owner.getByTestId('order-row').first().getByRole('link').getAttribute('href');
  await owner.close();

  const intruder = await browser.newPage();
  await signIn(intruder, retail, { redirect: '/customer/account/orders' });
  await expect(intruder.getByTestId('order-row').first()).toBeVisible();
  const response = await intruder.goto(href!);
  expect(response?.status()).toBe(404);
  await expect(intruder.getByText("Hmm... We can't seem to find the page you're looking for.")).toBeVisible();
  await intruder.close();
});

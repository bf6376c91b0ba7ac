import { expect, test } from '@playwright/test';
import { signIn } from '../account/helpers';
import { addFromProductPage, plainProduct } from '../cart/cart-steps';
import { keepScreenshot } from '../screenshots';
import {
  actingForBanner,
  customerOptions,
  customerSearch,
  endSync,
  repBar,
  representative,
  syncWithKeyboard,
  typeSearch,
} from './rep-steps';

const customer = 'demo-customer@example.com';
const practice = 'Bright Smiles Dental Group';
const notifySetting = 'Email me when a sales representative places an order for us';

test.use({ viewport: { width: 1280, height: 900 } });

test('a representative finds a customer by keyboard, orders on account for it, ends the sync; the customer sees who ordered', async ({
  page,
  browser,
}, testInfo) => {
  // The whole journey of issue 18: two sign-ins, a search, a checkout and the customer's pages.
  test.setTimeout(120_000);
  const product = await plainProduct();

  await signIn(page, representative);
  await expect(page).toHaveURL(/\/customer\/account$/);
  await expect(repBar(page)).toContainText('Not Synced');
  await expect(page.getByRole('heading', { name: 'Your customers' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your customers' }).getByTestId('rep-customer').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'rep-dashboard-1280');

  await repBar(page).getByRole('link', { name: 'Switch Customer' }).click();
  await expect(page).toHaveURL(/\/customer\/account\/switchoffice$/);
  await expect(page.getByRole('heading', { name: 'Switch Customer', level: 1 })).toBeVisible();

  // A prefix of the practice, a typo of it, and a typo of the customer's email all find the customer.
  await typeSearch(page, 'Bright Sm');
  await expect(customerOptions(page).filter({ hasText: practice }).first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'rep-switch-results-1280');
  await typeSearch(page, 'Brigt Smils');
  await expect(customerOptions(page).filter({ hasText: customer }).first()).toBeVisible();
  // Escape closes the list, a second Escape empties the box.
  await customerSearch(page).press('Escape');
  await expect(customerOptions(page)).toHaveCount(0);
  await customerSearch(page).press('Escape');
  await expect(customerSearch(page)).toHaveValue('');
  await typeSearch(page, 'demo-custmer@example');
  await syncWithKeyboard(page, customer);

  // The bar names the customer's email, the banner its practice; the pages are the customer's.
  await expect(repBar(page).getByTestId('synced-email')).toHaveText(customer);
  await expect(actingForBanner(page)).toContainText(practice);
  await expect(actingForBanner(page)).toContainText(customer);
  await expect(page.getByTestId('customer-required')).toHaveCount(0);
  // The customer's own mail setting is not the representative's to change.
  await expect(page.getByLabel(notifySetting)).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'rep-synced-1280');

  await addFromProductPage(page, product, 1);
  await expect(actingForBanner(page)).toBeVisible();
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByRole('radio', { name: 'On account (Net 30)' }).check();
  await form.getByLabel('PO number (optional)').fill(`PO-REP-${Date.now().toString(36).toUpperCase()}`);
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  const placedBy = new RegExp(`Placed by .+ for ${customer.replace('.', '\\.')}`);
  await expect(page.getByTestId('order-placed-by')).toHaveText(placedBy);
  await page.getByRole('link', { name: 'View order details' }).click();
  await expect(page.getByTestId('order-placed-by')).toHaveText(placedBy);

  // The customer's password and sign-ins are not offered while acting for it.
  await page.goto('/customer/profile/edit');
  await expect(page.getByTestId('customer-only')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change Password' })).toHaveCount(0);
  await expect(page.getByLabel('Current Password')).toHaveCount(0);

  await endSync(page);
  await page.goto('/customer/account');
  const orderRow = page.getByTestId('rep-order-row').filter({ hasText: orderNumber });
  await expect(orderRow).toContainText(placedBy);
  await orderRow.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('order-placed-by')).toHaveText(placedBy);

  // The customer, on its own sign-in, sees who placed the order, and the sync and the order in its activity.
  const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, customer, { redirect: '/customer/account/orders' });
  await expect(
    customerPage.getByTestId('order-row').filter({ hasText: orderNumber }).getByText(placedBy),
  ).toBeVisible();
  await customerPage.goto('/customer/account');
  await customerPage.getByRole('link', { name: 'Activity' }).click();
  await expect(customerPage).toHaveURL(/\/customer\/account\/activity$/);
  const activity = customerPage.getByTestId('activity-row');
  await expect(activity.filter({ hasText: orderNumber }).first()).toContainText(representative);
  for (const sync of [`Started acting for ${customer}`, `Stopped acting for ${customer}`])
    await expect(activity.filter({ hasText: sync }).first()).toContainText(representative);
  await keepScreenshot(customerPage, testInfo, 'rep-customer-activity-1280');
  await customerContext.close();
});

test('a customer chooses whether it is mailed the orders a representative places for it', async ({ page }) => {
  // The retail demo customer: the journey above leaves its setting alone.
  await signIn(page, 'demo-retail@example.com');
  const setting = page.getByLabel(notifySetting);
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'You will no longer get an email' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(notifySetting)).not.toBeChecked();
  await page.getByLabel(notifySetting).check();
  await expect(page.getByRole('status').filter({ hasText: 'You will get an email' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(notifySetting)).toBeChecked();
});

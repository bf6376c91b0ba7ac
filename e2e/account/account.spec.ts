import { expect, test } from '@playwright/test';
import { loginForm, shownWelcome, signIn } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

for (const path of ['/customer/account', '/customer/profile/edit', '/customer/account/addresses']) {
  test(`${path} sends anonymous visitors to login and back`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/customer/account/login\\?redirect=${encodeURIComponent(path)}$`));
    await loginForm(page).getByLabel('Email').fill('demo-retail@example.com');
    await loginForm(page).getByLabel('Password').fill('chairside-demo-2026');
    await loginForm(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test('authenticated pages are not cached', async ({ page }) => {
  await signIn(page, 'demo-retail@example.com');
  const response = await page.goto('/customer/account');
  expect(response?.headers()['cache-control']).toContain('no-store');
});

test('the dashboard shows name, email, office and default address', async ({ page }) => {
  await signIn(page, 'demo-customer@example.com');
  await expect(page.getByTestId('account-name')).toHaveText('Dana Whitfield');
  await expect(page.getByText('demo-customer@example.com')).toBeVisible();
  await expect(page.getByLabel('Active office')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Default Shipping Address' }).locator('address')).toBeVisible();
});

test.describe.serial('address book of the demo customer (one writer at a time)', () => {
  test('addresses show DEA Approved; an ineligible address gets the Attention popup', async ({ page }) => {
    await signIn(page, 'demo-customer@example.com', { redirect: '/customer/account/addresses' });
    const cards = page.getByTestId('address-card');
    await expect(cards.filter({ hasText: 'DEA Approved' }).first()).toBeVisible();
    await cards.filter({ hasText: 'Community Van' }).getByRole('button', { name: 'Make default' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Attention' });
    await expect(dialog).toContainText('not currently available for online ordering');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a customer with an eligible second address can make it the default and back', async ({ page }) => {
    await signIn(page, 'demo-customer@example.com', { redirect: '/customer/account/addresses' });
    const cards = page.getByTestId('address-card');
    const cherryHill = cards.filter({ hasText: 'Cherry Hill' });
    await cherryHill.getByRole('button', { name: 'Make default' }).click();
    await expect(cherryHill.getByText('Default shipping address')).toBeVisible();
    const market = cards.filter({ hasText: 'Suite 400' });
    await market.getByRole('button', { name: 'Make default' }).click();
    await expect(market.getByText('Default shipping address')).toBeVisible();
  });
});

test('HTML in a first name is shown as text', async ({ page }) => {
  await signIn(page, 'demo-rep@example.com', { redirect: '/customer/profile/edit' });
  const form = page.getByRole('form', { name: 'Account information' });
  await form.getByLabel('First Name').fill('<b>x</b>');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Your account information has been saved.')).toBeVisible();
  await expect(shownWelcome(page, 'Welcome, <b>x</b>!')).toBeVisible();
  await expect(page.locator('header b')).toHaveCount(0);
  // Restore the seeded name.
  await form.getByLabel('First Name').fill('Jordan');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(shownWelcome(page, 'Welcome, Jordan!')).toBeVisible();
});

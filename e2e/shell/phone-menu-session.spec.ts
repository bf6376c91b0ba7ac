import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../account/helpers';
import { keepScreenshot } from '../screenshots';
import { shoppers } from '../shoppers';

// On a phone the top bar shows only the welcome line: the menu carries what its links offer.
test.use({ viewport: { width: 390, height: 844 } });

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveCSS('transform', 'none'); // slid in
  return menu;
}

test('a signed-out visitor finds Create an account and Sign In in the phone menu', async ({ page }, testInfo) => {
  await page.goto('/');
  const menu = await openMenu(page);
  await expect(menu.getByText('Welcome to Chairside')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/customer/account/create',
  );
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/customer/account/login');
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'phone-menu-signed-out');
});

test('a signed-in customer is welcomed in the phone menu and signs out from it', async ({ page }, testInfo) => {
  const shopper = shoppers.phoneMenu;
  await signIn(page, shopper.email);
  const menu = await openMenu(page);
  await expect(menu.getByText(`Welcome, ${shopper.firstName}!`)).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/customer/account');
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'phone-menu-signed-in');

  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have successfully logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const after = await openMenu(page);
  await expect(after.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(after.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
});

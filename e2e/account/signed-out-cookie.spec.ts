import { expect, test } from '@playwright/test';
import { shoppers } from '../shoppers';
import { sessionCookieName, signIn } from './helpers';

test('a session cookie replayed after Sign Out stops opening the account within seconds', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, shoppers.cookieReplay.email);
  const cookie = (await context.cookies()).find((candidate) => candidate.name === sessionCookieName)!;
  await page.goto('/customer/account');
  await expect(page).toHaveURL(/\/customer\/account$/);
  await page.locator('header').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have successfully logged out.')).toBeVisible();

  // Whoever kept the old cookie puts it back: the storefront may remember the customer a few seconds, then the
  // API refuses the ended session's tokens and the account asks for a login.
  await context.addCookies([{ name: sessionCookieName, value: cookie.value, url: baseURL! }]);
  await expect(async () => {
    await page.goto('/customer/account/payments');
    await expect(page).toHaveURL(/\/customer\/account\/login/, { timeout: 1000 });
  }).toPass({ timeout: 8_000 });
});

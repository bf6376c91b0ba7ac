import { expect, test, type BrowserContext } from '@playwright/test';
import { registerAndConfirm, sessionCookieName, shownWelcome, signIn, uniqueEmail } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

// The e2e API issues customer access tokens for 10 s (playwright.config.ts); this test waits for two expiries.
test.setTimeout(90_000);

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === sessionCookieName)?.value;
/** Reload every second until the condition holds; the token lifetime bounds the wait. */
const reloading = { timeout: 40_000, intervals: [1000] };

test('the proxy refreshes an expired access token; after the session is ended elsewhere, the failed refresh signs the customer out', async ({
  browser,
}) => {
  const email = uniqueEmail('expiry');
  const password = 'expiring session passphrase';
  const laptop = await browser.newContext();
  const page = await laptop.newPage();
  await registerAndConfirm(page, { email, password });
  const issued = await sessionCookie(laptop);
  expect(issued).toBeDefined();

  // Once the access token has expired, the next page load refreshes it: new sealed tokens in the cookie, still signed
  // in.
  await expect
    .poll(async () => {
      await page.goto('/customer/account');
      return sessionCookie(laptop);
    }, reloading)
    .not.toBe(issued);
  await expect(page).toHaveURL(/\/customer\/account$/);
  await expect(shownWelcome(page, 'Welcome, Riley!')).toBeVisible();

  // A second browser signs in and ends every other session.
  const phone = await browser.newContext();
  const other = await phone.newPage();
  await signIn(other, email, { password });
  await other.goto('/customer/profile/edit');
  const sessions = other.getByRole('form', { name: 'Other Sign-ins' });
  await sessions.getByRole('button', { name: 'Sign Out Other Sessions' }).click();
  await expect(sessions.getByRole('status')).toHaveText('Signed out of 1 other session.');

  // The laptop's access token lasts until it expires; then its refresh is refused and the customer is signed out.
  await expect
    .poll(async () => {
      await page.goto('/customer/account');
      return new URL(page.url()).pathname;
    }, reloading)
    .toBe('/customer/account/login');
  expect(await sessionCookie(laptop)).toBeUndefined();
  await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // The session that ended the others stays signed in.
  await other.goto('/customer/account');
  await expect(other).toHaveURL(/\/customer\/account$/);
  await Promise.all([laptop.close(), phone.close()]);
});

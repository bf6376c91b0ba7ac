import { expect, test } from '@playwright/test';
import { demoPassword, loginForm, sessionCookieName, shownWelcome, signIn } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test('login with the demo customer shows the welcome and Sign Out; the cookie is HttpOnly and Lax', async ({
  page,
  context,
}) => {
  await signIn(page, 'demo-customer@example.com');
  await expect(page).toHaveURL(/\/customer\/account$/);
  const header = page.locator('header');
  await expect(shownWelcome(page, 'Welcome, Dana!')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Create an account' })).toHaveCount(0);

  const cookie = (await context.cookies()).find((candidate) => candidate.name === sessionCookieName);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  // Nothing of the session is in browser storage.
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
  ).not.toMatch(/token/i);
});

test('the form checks its fields before submitting', async ({ page }) => {
  await page.goto('/customer/account/login');
  await loginForm(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sorry, not all fields are filled out correctly.')).toBeVisible();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();
  await loginForm(page).getByLabel('Email').fill('not-an-email');
  await loginForm(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
});

test('a wrong password shows a generic error and leaves no session cookie', async ({ page, context }) => {
  await page.goto('/customer/account/login');
  await loginForm(page).getByLabel('Email').fill('demo-retail@example.com');
  await loginForm(page).getByLabel('Password').fill(`${demoPassword}-wrong`);
  await loginForm(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(loginForm(page).getByRole('alert')).toContainText('The email or password you entered is incorrect.');
  await expect(page).toHaveURL(/\/customer\/account\/login/);
  expect((await context.cookies()).some((cookie) => cookie.name === sessionCookieName)).toBe(false);
});

test('the redirect parameter is honoured for our own paths', async ({ page }) => {
  await signIn(page, 'demo-retail@example.com', { redirect: '/customer/account/addresses' });
  await expect(page).toHaveURL(/\/customer\/account\/addresses$/);
});

for (const target of ['https://evil.example', '//evil.example', '/\\evil.example']) {
  test(`the redirect parameter ${target} is ignored`, async ({ page }) => {
    await signIn(page, 'demo-retail@example.com', { redirect: target });
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/customer\/account$/);
  });
}

test('logout shows the toast, returns home replacing the entry, and the header is anonymous', async ({
  page,
  context,
}) => {
  await signIn(page, 'demo-retail@example.com');
  await page.locator('header').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have successfully logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const header = page.locator('header');
  await expect(shownWelcome(page, 'Welcome to Chairside')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === sessionCookieName)).toBe(false);
  // The session is gone: the dashboard asks for a login again.
  await page.goto('/customer/account');
  await expect(page).toHaveURL(/\/customer\/account\/login\?redirect=%2Fcustomer%2Faccount$/);
});

test('a cross-site logout post is refused', async ({ request }) => {
  const response = await request.post('/customer/account/logout', {
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});

test('a forged session cookie is treated as anonymous', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: sessionCookieName, value: 'Fe26.2*forged*cookie', url: baseURL! }]);
  await page.goto('/customer/account');
  await expect(page).toHaveURL(/\/customer\/account\/login/);
});

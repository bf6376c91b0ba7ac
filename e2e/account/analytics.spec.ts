import { expect, test, type Page } from '@playwright/test';
import { isEventsPost, recordEvents, tracked } from '../analytics-events';
import { signIn } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const loggedInFlag = (page: Page) => page.evaluate(() => localStorage.getItem('chairside_logged_in'));

test('a page view on every route change; login sends Login and sets the logged-in flag, logout clears it', async ({
  page,
}) => {
  const events = recordEvents(page);
  await page.goto('/');
  await expect.poll(() => loggedInFlag(page)).toBe('false');
  await expect
    .poll(() => events.filter((event) => event.type === 'page' && event.properties.path === '/').length)
    .toBe(1);

  // A client-side navigation is a route change too.
  await page.locator('header').getByRole('link', { name: 'Sign In' }).click();
  await expect
    .poll(() => events.some((event) => event.type === 'page' && event.properties.path === '/customer/account/login'))
    .toBe(true);

  const accepted = page.waitForResponse(
    (response) => isEventsPost(response.request()) && (response.request().postData() ?? '').includes('"Login"'),
  );
  await signIn(page, 'demo-retail@example.com');
  // The collector (storefront route, then the API's POST /events) accepted the batch with the Login event.
  expect((await accepted).status()).toBe(202);
  await expect.poll(() => loggedInFlag(page)).toBe('true');
  const logins = tracked(events, 'Login');
  expect(logins).toHaveLength(1);
  // One visitor before and after login: the same anonymous id, and nothing of the customer in the event.
  expect(new Set(events.map((event) => event.anonymousId)).size).toBe(1);
  expect(JSON.stringify(logins[0])).not.toMatch(/retail|token|password/i);

  // Another page load sends no second Login (the server's note was used up).
  await page.goto('/customer/account/addresses');
  await expect
    .poll(() =>
      events.some((event) => event.type === 'page' && event.properties.path === '/customer/account/addresses'),
    )
    .toBe(true);
  expect(events.filter((event) => event.event === 'Login')).toHaveLength(1);

  await page.locator('header').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have successfully logged out.')).toBeVisible();
  await expect.poll(() => loggedInFlag(page)).toBe('false');
});

test('the anonymous id lives in a first-party cookie for 365 days', async ({ page, context }) => {
  await page.goto('/');
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'chairside_anonymous_id'))
    .toBe(true);
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'chairside_anonymous_id')!;
  const days = (cookie.expires - Date.now() / 1000) / 86_400;
  expect(Math.round(days)).toBe(365);
  expect(cookie.sameSite).toBe('Lax');
});

test('the storefront collector refuses cross-site posts and malformed batches', async ({ request }) => {
  const batch = {
    batch: [
      {
        type: 'page',
        messageId: crypto.randomUUID(),
        anonymousId: 'a',
        timestamp: new Date().toISOString(),
        properties: {},
      },
    ],
  };
  expect(
    (
      await request.post('/api/events', {
        data: batch,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      })
    ).status(),
  ).toBe(403);
  const sameSite = { 'sec-fetch-site': 'same-origin' };
  expect(
    (
      await request.post('/api/events', { data: { batch: [{ type: 'track', event: 'Logout' }] }, headers: sameSite })
    ).status(),
  ).toBe(400);
  expect((await request.post('/api/events', { data: batch, headers: sameSite })).status()).toBe(202);
});

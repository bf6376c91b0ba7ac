import { expect, test } from '@playwright/test';

test('route rules redirect internal and external targets', async ({ request, baseURL }) => {
  const internal = await request.get('/docs/esources', { maxRedirects: 0 });
  expect([301, 302, 307, 308]).toContain(internal.status());
  expect(new URL(internal.headers()['location']!, baseURL).pathname).toBe('/docs/resources');

  const external = await request.get('/manufacturer-rebates', { maxRedirects: 0 });
  expect([301, 302, 307, 308]).toContain(external.status());
  expect(external.headers()['location']).toBe('https://rebates.example.com/chairside');
});

test('pages carry the security headers with a fresh nonce', async ({ request }) => {
  const first = await request.get('/');
  const csp = first.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(first.headers()['x-content-type-options']).toBe('nosniff');
  expect(first.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(first.headers()['permissions-policy']).toBeTruthy();
  expect(first.headers()['x-powered-by']).toBeUndefined();

  const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
  expect(await first.text()).toContain(`nonce="${nonce}"`);
  const second = await request.get('/');
  expect(second.headers()['content-security-policy']).not.toBe(csp);
});

test('the page runs under its CSP without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search products' }).waitFor();
  expect(violations).toEqual([]);
});

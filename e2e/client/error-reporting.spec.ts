import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { errorReportingFake, receivedEvents } from '../fakes/error-reporting-settings';
import { googlebot, personsBrowser } from './browser';

test.use({ viewport: { width: 1280, height: 900 } });

/** An error thrown outside React (an event handler, a timer), with personal data in its message. */
const throwUncaught = (page: Page, marker: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(`${text} for jane.doe@smile-dental.com`);
    });
  }, marker);

test.describe("a person's browser", () => {
  test.use({ userAgent: personsBrowser });

  test('an uncaught error reaches the error-reporting service (ERROR_REPORTING_DSN), without personal data', async ({
    page,
  }) => {
    await page.goto('/quick-order?token=s3cret-reset-token');
    await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'service');
    const marker = `e2e-uncaught-${randomUUID()}`;
    await throwUncaught(page, marker);
    await expect.poll(() => receivedEvents(marker)).toHaveLength(1);
    const [event] = await receivedEvents(marker);
    expect(event!.exception?.values?.[0]).toMatchObject({ type: 'Error', value: `${marker} for [Filtered]` });
    // The page's URL is kept without its secret; the build is the release.
    expect(event!.request?.url).toMatch(/\/quick-order(\?token=\[Filtered\])?$/);
    expect(event!.release).toBeTruthy();
    expect(JSON.stringify(event)).not.toMatch(/jane\.doe|s3cret-reset-token/);
  });

  test('an unhandled rejection is reported too', async ({ page }) => {
    await page.goto('/quick-order');
    await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'service');
    const marker = `e2e-rejection-${randomUUID()}`;
    await page.evaluate((text) => void Promise.reject(new TypeError(text)), marker);
    await expect.poll(() => receivedEvents(marker)).toHaveLength(1);
  });

  test("the storefront's own route passes a report on to the API's log (the default without a DSN)", async ({
    page,
  }) => {
    await page.goto('/quick-order');
    const post = (body: unknown) =>
      page.evaluate(
        async (json) =>
          (await fetch('/api/errors', { method: 'POST', headers: { 'content-type': 'application/json' }, body: json }))
            .status,
        JSON.stringify(body),
      );
    expect(await post({ name: 'TypeError', message: 'x is undefined', url: '/quick-order' })).toBe(202);
    expect(await post({ name: 'TypeError', message: 'x'.repeat(5000) })).toBe(400);
    expect(await post({ name: 'TypeError', message: 'm', cookie: 'sid=1' })).toBe(400);
  });
});

test.describe('a crawler', () => {
  test.use({ userAgent: googlebot });

  test('gets no error reporting: no SDK, nothing sent (spec §7)', async ({ page }) => {
    const toService: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(errorReportingFake.origin)) toService.push(request.url());
    });
    await page.goto('/quick-order');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).not.toHaveAttribute('data-error-reporting', /.*/);
    const marker = `e2e-crawler-${randomUUID()}`;
    await throwUncaught(page, marker);
    // Longer than a report takes to arrive (the error-tracing timeout, spec §9).
    await page.waitForTimeout(2500);
    expect(await receivedEvents(marker)).toEqual([]);
    expect(toService).toEqual([]);
  });
});

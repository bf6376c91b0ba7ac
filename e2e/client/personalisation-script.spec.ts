import { expect, test, type Page } from '@playwright/test';
import { personalisationFake, receivedPushes } from '../fakes/personalisation-settings';

test.use({ viewport: { width: 1280, height: 900 } });

/** The fake script's id for this page, once it has loaded. */
const visitorOf = async (page: Page) => {
  await page.waitForFunction(() => 'fakePersonalisation' in window);
  return page.evaluate(
    () => (window as unknown as { fakePersonalisation: { visitor: string } }).fakePersonalisation.visitor,
  );
};

const pagesIn = (entries: unknown[]) =>
  entries.flatMap((entry) =>
    Array.isArray(entry) && entry[0] === 'trackData' ? [(entry[1] as { page: string }).page] : [],
  );

test('the personalisation script (PERSONALISATION_SCRIPT_URL) loads once the page has loaded and hears every route change but the excluded ones', async ({
  page,
}) => {
  await page.goto('/quick-order');
  const visitor = await visitorOf(page);
  // Loaded after the page's own load: it never holds up the first paint.
  const timing = await page.evaluate((url) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const script = performance.getEntriesByName(url)[0];
    return { loadEnd: navigation!.loadEventEnd, scriptStart: script?.startTime };
  }, personalisationFake.scriptUrl);
  expect(timing.scriptStart).toBeGreaterThanOrEqual(timing.loadEnd);

  // The home page (index) is excluded (spec §2); the cart page is not.
  await page.getByRole('link', { name: 'Chairside home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  // What the script sent home (its calls allowed by the page's CSP): the push made before it loaded, then the cart's.
  await expect.poll(async () => pagesIn(await receivedPushes(visitor))).toEqual(['/quick-order', '/checkout/cart']);
});

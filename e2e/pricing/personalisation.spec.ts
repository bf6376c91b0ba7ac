import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../account/helpers';
import { CustomerApi, defaultShippingAccount, dollars } from './pricing-api';

test.use({ viewport: { width: 1280, height: 900 } });

/** The pages the personalisation script's queue was told about (trackData pushes). */
const trackedPages = (page: Page) =>
  page.evaluate(() => {
    const queue = (window as unknown as { chairsidePersonalisation?: unknown[] }).chairsidePersonalisation ?? [];
    return queue.flatMap((entry) =>
      Array.isArray(entry) && entry[0] === 'trackData' ? [(entry[1] as { page: string }).page] : [],
    );
  });

/** What the personalisation script does: it inserts slots for merchandised skus into the page. */
const insertSlots = (page: Page, skus: string[]) =>
  page.evaluate((list) => {
    const box = document.createElement('div');
    box.id = 'merch-slots';
    for (const sku of list) {
      box.insertAdjacentHTML(
        'beforeend',
        `<p data-slot="${sku}"><span data-merch-sku="${sku}" data-merch-price="best"></span> <s data-merch-sku="${sku}" data-merch-price="retail"></s></p>`,
      );
    }
    document.body.append(box);
  }, skus);

test('the personalisation script hears route changes except on the routes that run their own (spec §2)', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  // The home page (index) is excluded; the cart page is not.
  await expect.poll(() => trackedPages(page)).toEqual(['/checkout/cart']);
});

test("a signed-in customer's merchandised slots show the best price, and retail only when struck through", async ({
  page,
}) => {
  const api = await CustomerApi.signIn('demo-customer@example.com');
  const account = defaultShippingAccount(await api.me());
  await signIn(page, 'demo-customer@example.com');
  await page.goto('/category/supplies');
  const skus = await page
    .getByTestId('card-offer')
    .evaluateAll((offers) => offers.map((offer) => offer.getAttribute('data-sku')!));
  const prices = await api.prices(account, skus);
  const struck = skus.find((sku) => prices.get(sku)?.strikeRetail);
  const plain = skus.find((sku) => prices.get(sku)?.bestPrice !== undefined && !prices.get(sku)?.strikeRetail);
  expect(struck, 'a contract price below retail on the first page').toBeDefined();

  await page.goto('/quick-order');
  await insertSlots(page, [struck!, ...(plain ? [plain] : [])]);
  const slot = (sku: string) => page.locator(`[data-slot="${sku}"]`);
  await expect(slot(struck!).locator('[data-merch-price="best"]')).toHaveText(dollars(prices.get(struck!)!.bestPrice!));
  await expect(slot(struck!).locator('[data-merch-price="retail"]')).toHaveText(
    dollars(prices.get(struck!)!.retailPrice!),
  );
  if (plain) {
    await expect(slot(plain).locator('[data-merch-price="best"]')).toHaveText(dollars(prices.get(plain)!.bestPrice!));
    await expect(slot(plain).locator('[data-merch-price="retail"]')).toBeHidden();
  }
  await api.dispose();
});

test('an anonymous visitor sees no price in merchandised slots', async ({ page }) => {
  await page.goto('/quick-order');
  await insertSlots(page, ['any-sku']);
  // Give the page the time it would take to fill them: they stay empty, and nothing was asked.
  const asked = page.waitForRequest('**/api/merch-prices', { timeout: 1500 }).then(
    () => true,
    () => false,
  );
  expect(await asked).toBe(false);
  await expect(page.locator('[data-merch-price="best"]')).toHaveText('');
});

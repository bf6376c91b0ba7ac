import { expect, request, test, type Page } from '@playwright/test';
import { demoPassword, signIn } from '../account/helpers';
import { attribute, categoryPath, nameOf, searchProducts, slugOf, type ApiProduct } from '../catalogue/catalogue-api';
import { keepScreenshot } from '../screenshots';
import { shoppers } from '../shoppers';
import { cartLines } from '../cart/cart-lines';

/**
 * The entry points of REPLENISH plans (issue 16): "Add to REPLENISH" on product pages and cards stages
 * items in the browser per customer (spec §3), the REPLENISH tray saves them as a plan or adds them to
 * one, "Make this a REPLENISH plan" on the cart and an order; checked against the plans API.
 */

test.use({ viewport: { width: 1280, height: 900 } });
// One customer's cart and plans: its tests run in order, in one worker.
test.describe.configure({ mode: 'default' });

const apiUrl = 'http://127.0.0.1:4400';
const shopper = shoppers.replenishEntries;
const other = shoppers.replenishOther;

interface ApiPlan {
  id: string;
  plan_days: number;
  next_order_date: string;
  plan_items: { item_number: string; uom: string; quantity: number }[];
}

/** The customer's plans as the API holds them, read with the customer's own token. */
async function plansOf(email: string): Promise<ApiPlan[]> {
  const api = await request.newContext({ baseURL: apiUrl });
  const token = await api.post('/oauth/aces/customers/token', {
    headers: { authorization: `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}` },
    form: { grant_type: 'password', username: email, password: demoPassword },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const response = await api.get('/ct/plans?limit=100', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(response.ok(), await response.text()).toBe(true);
  const { results } = (await response.json()) as { results: ApiPlan[] };
  await api.dispose();
  return results;
}

const itemsOf = (plan: ApiPlan | undefined) =>
  (plan?.plan_items ?? []).map(({ item_number, uom, quantity }) => `${item_number}/${uom}×${quantity}`).sort();

/** Plain products whose master unit is on REPLENISH: any customer may order them. */
async function replenishableProducts(count: number): Promise<ApiProduct[]> {
  const { results } = await searchProducts([
    ['filter.query', 'variants.attributes.replenishable:true'],
    ['filter.query', 'variants.attributes.disposable:true'],
    ['sort', 'name.en-US asc'],
    ['limit', '40'],
  ]);
  const plain = results.filter(
    (product) =>
      attribute(product.masterVariant, 'replenishable') === true &&
      attribute(product.masterVariant, 'requires_active_dea_license') !== true,
  );
  expect(plain.length, 'demo products on REPLENISH').toBeGreaterThanOrEqual(count);
  return plain.slice(0, count);
}

const masterOf = (product: ApiProduct) => ({
  itemNumber: String(attribute(product.masterVariant, 'hs_item_number')),
  uom: String(attribute(product.masterVariant, 'hs_uom')),
});

/** Stages the product's master unit from its page with the quantity typed beside "Add to cart". */
async function stageFromProductPage(page: Page, product: ApiProduct, quantity: number) {
  await page.goto(`/product/${slugOf(product)}`);
  const unit = page.getByTestId('unit-offer').and(page.locator(`[data-sku="${product.masterVariant.sku}"]`));
  await unit.getByLabel('Qty').fill(String(quantity));
  await unit.getByRole('button', { name: /^Add .+ to REPLENISH$/ }).click();
  await expect(page.getByText(/was added to your REPLENISH items\.$/)).toBeVisible();
}

const trayButton = (page: Page) => page.getByRole('button', { name: /^Review REPLENISH items, \d+ items? staged$/ });
const tray = (page: Page) => page.getByRole('dialog', { name: 'Your REPLENISH items' });

/** Clears the browser's session cookie only: what the page keeps in localStorage stays. */
async function signOutKeepingStorage(page: Page) {
  await page.context().clearCookies();
}

test('the home page, footer and dashboard lead to the REPLENISH plans page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Set up REPLENISH' })).toHaveAttribute(
    'href',
    '/customer/account/replenish',
  );
  await expect(page.locator('footer').getByRole('link', { name: 'Extra 3% off REPLENISH orders' })).toHaveAttribute(
    'href',
    '/customer/account/replenish',
  );

  await signIn(page, other.email, { redirect: '/customer/account' });
  await page.getByRole('link', { name: 'REPLENISH', exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/account\/replenish$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Set up REPLENISH' }).click();
  await expect(page).toHaveURL(/\/customer\/account\/replenish$/);
  await page.locator('footer').getByRole('link', { name: 'Extra 3% off REPLENISH orders' }).click();
  await expect(page).toHaveURL(/\/customer\/account\/replenish$/);
});

test('signed out, product pages, cards and the cart offer no REPLENISH', async ({ page }) => {
  const [product] = await replenishableProducts(1);
  await page.goto(`/product/${slugOf(product!)}`);
  await expect(page.getByRole('heading', { level: 1, name: nameOf(product!) })).toBeVisible();
  await expect(page.getByTestId('add-to-replenish')).toHaveCount(0);
  await page.goto(await categoryPath('supplies'));
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByTestId('add-to-replenish')).toHaveCount(0);
});

test('staged items survive a reload, are not shown to another customer, and save as a plan', async ({
  page,
}, testInfo) => {
  const [first, second] = await replenishableProducts(2);
  await signIn(page, shopper.email);
  await stageFromProductPage(page, first!, 3);
  await keepScreenshot(page, testInfo, 'replenish-product-desktop');
  await stageFromProductPage(page, second!, 1);
  await expect(trayButton(page)).toHaveText('REPLENISH (2)');

  await page.reload();
  await expect(trayButton(page)).toHaveText('REPLENISH (2)');

  // Another customer on the same browser sees none of them; the first finds them again.
  await signOutKeepingStorage(page);
  await signIn(page, other.email);
  await page.goto(`/product/${slugOf(first!)}`);
  await expect(page.getByTestId('add-to-replenish').first()).toBeVisible();
  await expect(trayButton(page)).toHaveCount(0);
  await signOutKeepingStorage(page);
  await signIn(page, shopper.email);
  await trayButton(page).click();

  const dialog = tray(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('staged-item')).toHaveCount(2);
  await dialog.getByRole('spinbutton', { name: `Quantity of ${nameOf(second!)}` }).fill('4');
  await dialog.getByLabel('Order every').selectOption('60');
  await keepScreenshot(page, testInfo, 'replenish-tray-desktop');
  const before = new Set((await plansOf(shopper.email)).map((plan) => plan.id));
  await dialog.getByRole('button', { name: 'Save as plan' }).click();
  await expect(page.getByText('Your REPLENISH plan was created.')).toBeVisible();
  await expect(trayButton(page)).toHaveCount(0);

  const created = (await plansOf(shopper.email)).find((plan) => !before.has(plan.id));
  expect(created?.plan_days).toBe(60);
  const a = masterOf(first!);
  const b = masterOf(second!);
  expect(itemsOf(created)).toEqual([`${a.itemNumber}/${a.uom}×3`, `${b.itemNumber}/${b.uom}×4`].sort());
});

test('"Make this a REPLENISH plan" on the cart creates a plan of the cart\'s items', async ({ page }, testInfo) => {
  const [product] = await replenishableProducts(1);
  await signIn(page, shopper.email);
  await page.goto(`/product/${slugOf(product!)}`);
  const unit = page.getByTestId('unit-offer').and(page.locator(`[data-sku="${product!.masterVariant.sku}"]`));
  await unit.getByLabel('Qty').fill('2');
  await unit.getByRole('button', { name: /^Add to cart: / }).click();
  await expect(page.getByText(`${nameOf(product!)} successfully added to your cart!`)).toBeVisible();

  await page.goto('/checkout/cart');
  const lines = cartLines(page);
  await expect(lines.first()).toBeVisible();
  const cartItems = (await lines.getByText(/^Item # /).allTextContents()).map((text) =>
    text.replace(/^Item # (\S+) · Unit (\S+)$/, '$1/$2'),
  );
  await keepScreenshot(page, testInfo, 'replenish-cart-desktop');
  await page.getByRole('button', { name: 'Make this a REPLENISH plan' }).click();
  const dialog = tray(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('staged-item')).toHaveCount(cartItems.length);
  const before = new Set((await plansOf(shopper.email)).map((plan) => plan.id));
  await dialog.getByRole('button', { name: 'Save as plan' }).click();
  await expect(page.getByText('Your REPLENISH plan was created.')).toBeVisible();

  const created = (await plansOf(shopper.email)).find((plan) => !before.has(plan.id));
  expect(created?.plan_days).toBe(28);
  expect(created?.plan_items.map((item) => `${item.item_number}/${item.uom}`).sort()).toEqual(cartItems.sort());
  const { itemNumber, uom } = masterOf(product!);
  expect(created?.plan_items.find((item) => item.item_number === itemNumber && item.uom === uom)?.quantity).toBe(2);
});

test('items staged from a product page are added to an existing plan', async ({ page }) => {
  const [, , third] = await replenishableProducts(3);
  const plans = await plansOf(shopper.email);
  expect(plans.length, 'the plans the tests above created').toBeGreaterThan(0);
  await signIn(page, shopper.email);
  await page.goto(`/product/${slugOf(third!)}`);
  const { itemNumber, uom } = masterOf(third!);
  const unit = page.getByTestId('unit-offer').and(page.locator(`[data-sku="${third!.masterVariant.sku}"]`));
  await unit.getByRole('button', { name: /^Add .+ to REPLENISH$/ }).click();
  await trayButton(page).click();
  const dialog = tray(page);
  await dialog.getByRole('radio', { name: 'An existing plan' }).check();
  const select = dialog.getByLabel('Plan to add the items to');
  await expect(select).toBeVisible();
  const planId = await select.inputValue();
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(page.getByText('The items were added to your REPLENISH plan.')).toBeVisible();
  const plan = (await plansOf(shopper.email)).find((candidate) => candidate.id === planId);
  expect(plan?.plan_items.some((item) => item.item_number === itemNumber && item.uom === uom)).toBe(true);
});

test('a card stages its product; the tray works from the keyboard', async ({ page }) => {
  await signIn(page, other.email);
  await page.goto(await categoryPath('supplies'));
  const add = page.getByTestId('add-to-replenish').first();
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/was added to your REPLENISH items\.$/)).toBeVisible();

  const button = trayButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = tray(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // Focus stays in the modal dialog.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(dialog.getByText('No items are staged for REPLENISH.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trayButton(page)).toHaveCount(0);
});

test("an order's chosen lines are staged for a plan", async ({ page }) => {
  // Staging changes nothing on the server: the documented demo account may be used.
  await signIn(page, 'demo-customer@example.com', { redirect: '/customer/account/orders' });
  await page.getByTestId('order-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/customer\/account\/orders\/detail\?id=/);
  const entry = page.getByTestId('lines-to-replenish');
  await entry.getByText('Choose items for a REPLENISH plan').click();
  const boxes = entry.getByRole('checkbox');
  const count = await boxes.count();
  expect(count).toBeGreaterThan(1);
  await boxes.first().uncheck();
  await entry
    .getByRole('button', { name: `Make a REPLENISH plan of ${count - 1} item${count === 2 ? '' : 's'}` })
    .click();
  await expect(tray(page).getByTestId('staged-item')).toHaveCount(count - 1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the product page, the cards, the tray and the cart keep REPLENISH within the screen', async ({
    page,
  }, testInfo) => {
    const [product] = await replenishableProducts(1);
    await signIn(page, other.email);
    await page.goto(await categoryPath('supplies'));
    await expect(page.getByTestId('add-to-replenish').first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'replenish-cards-phone');

    await stageFromProductPage(page, product!, 2);
    const unit = page.getByTestId('unit-offer').and(page.locator(`[data-sku="${product!.masterVariant.sku}"]`));
    await unit.getByRole('button', { name: /^Add to cart: / }).click();
    await expect(page.getByText(`${nameOf(product!)} successfully added to your cart!`)).toBeVisible();
    await keepScreenshot(page, testInfo, 'replenish-product-phone');
    await trayButton(page).click();
    await expect(tray(page)).toBeVisible();
    await keepScreenshot(page, testInfo, 'replenish-tray-phone');
    const box = await tray(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');

    await page.goto('/checkout/cart');
    await expect(page.getByRole('button', { name: 'Make this a REPLENISH plan' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'replenish-cart-phone');
  });
});

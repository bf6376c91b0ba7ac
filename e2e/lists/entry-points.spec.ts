import { expect, request, test, type Locator, type Page } from '@playwright/test';
import { demoPassword, signIn } from '../account/helpers';
import { addFromProductPage, plainProduct } from '../cart/cart-steps';
import { categoryPath, nameOf, searchProducts, slugOf } from '../catalogue/catalogue-api';
import { keepScreenshot } from '../screenshots';
import { shoppers } from '../shoppers';
import { cartLines } from '../cart/cart-lines';

/**
 * The entry points of shopping lists (issue 15): the Favorites heart and "Add to list" on product cards,
 * "Add to list" on the product page and order detail, and "Save for later" in the cart; checked against
 * the API the storefront uses.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const apiUrl = 'http://127.0.0.1:4400';
const shopper = shoppers.listEntries;

interface ApiList {
  name: Record<string, string>;
  custom: { fields: { favorites: boolean } };
  lineItems: { quantity: number; name: Record<string, string>; variant?: { sku: string } }[];
}

/** The customer's lists as the API holds them, read with the customer's own token. */
async function listsOf(email: string): Promise<ApiList[]> {
  const api = await request.newContext({ baseURL: apiUrl });
  const token = await api.post('/oauth/aces/customers/token', {
    headers: { authorization: `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}` },
    form: { grant_type: 'password', username: email, password: demoPassword },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const response = await api.get('/aces/me/shopping-lists?limit=50&expand=lineItems[*].variant', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { results } = (await response.json()) as { results: ApiList[] };
  await api.dispose();
  return results;
}

const listNamed = async (email: string, name: string) =>
  (await listsOf(email)).find((list) => list.name['en-US'] === name);
const favoriteSkus = async (email: string) =>
  (await listsOf(email))
    .filter((list) => list.custom.fields.favorites)
    .flatMap((list) => list.lineItems.map((line) => line.variant?.sku));
const uniqueListName = (what: string) => `E2E ${what} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Picks "New list…" in an open list menu and creates the list by name. */
async function createListFromMenu(page: Page, name: string) {
  await page.getByRole('menuitem', { name: 'New list…' }).click();
  await page.getByLabel('List name').fill(name);
  await page.getByRole('button', { name: 'Create and add' }).click();
}

test('the heart on a product card adds the product to Favorites and, pressed again, removes it', async ({ page }) => {
  await signIn(page, shopper.email);
  await page.goto(await categoryPath('supplies'));
  const heart = page.getByRole('listitem').getByTestId('favorite-heart').first();
  const sku = (await heart.getAttribute('data-sku'))!;
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAccessibleName(/^Add .+ to Favorites$/);

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName(/^Remove .+ from Favorites$/);
  await expect(page.getByText('Item successfully added to your favorites!')).toBeVisible();
  await expect.poll(() => favoriteSkus(shopper.email)).toContain(sku);

  // Rendered on the server from the Favorites list.
  await page.reload();
  const again = page.locator(`[data-testid="favorite-heart"][data-sku="${sku}"]`).first();
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await again.click();
  await expect(again).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => favoriteSkus(shopper.email)).not.toContain(sku);
});

test('signed out, product cards show no hearts nor list menus', async ({ page }) => {
  await page.goto(await categoryPath('supplies'));
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByTestId('favorite-heart')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /to a list$/ })).toHaveCount(0);
});

test('a product card on a phone adds its product to a new list from its menu', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, shopper.email);
  await page.goto(await categoryPath('supplies'));
  // The second card: the right column of the phone's grid, where a menu opening rightwards would leave the screen.
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByTestId('favorite-heart') })
    .nth(1);
  const sku = (await card.getByTestId('favorite-heart').getAttribute('data-sku'))!;
  const button = card.getByRole('button', { name: /^Add .+ to a list$/ });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const withinScreen = async (popover: Locator) => {
    const box = (await popover.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  };
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'New list…' })).toBeVisible();
  await withinScreen(menu);
  await keepScreenshot(page, testInfo, 'lists-card-menu-390');

  await menu.getByRole('menuitem', { name: 'New list…' }).click();
  const field = page.getByLabel('List name');
  await expect(field).toBeFocused();
  await withinScreen(page.getByRole('form', { name: 'New list…' }));
  const name = uniqueListName('card');
  await field.fill(name);
  await page.getByRole('button', { name: 'Create and add' }).click();
  await expect(page.getByText(`1 item successfully added to ${name}!`)).toBeVisible();
  await expect(button).toBeFocused();
  const list = await listNamed(shopper.email, name);
  expect(list?.lineItems.map((line) => [line.variant?.sku, line.quantity])).toEqual([[sku, 1]]);
});

test('the product page adds the chosen unit and quantity to a new list', async ({ page }) => {
  const product = await plainProduct();
  const sku = product.masterVariant.sku!;
  await signIn(page, shopper.email);
  await page.goto(`/product/${slugOf(product)}`);
  const unit = page.getByTestId('unit-offer').and(page.locator(`[data-sku="${sku}"]`));
  await unit.getByLabel('Qty').fill('3');
  await unit.getByRole('button', { name: /^Add .+ to a list$/ }).click();
  const name = uniqueListName('product page');
  await createListFromMenu(page, name);
  await expect(page.getByText(`1 item successfully added to ${name}!`)).toBeVisible();
  const list = await listNamed(shopper.email, name);
  expect(list?.lineItems.map((line) => [line.variant?.sku, line.quantity])).toEqual([[sku, 3]]);
});

test('"Save for later" moves a cart line to a list', async ({ page }) => {
  const product = await plainProduct();
  await signIn(page, shopper.email);
  await addFromProductPage(page, product, 2);
  await page.goto('/checkout/cart');
  const line = cartLines(page).filter({ hasText: nameOf(product) });
  await line.getByRole('button', { name: `Save for later: ${nameOf(product)}` }).click();
  const name = uniqueListName('saved');
  await createListFromMenu(page, name);
  await expect(page.getByText(`${nameOf(product)} was moved to ${name}.`)).toBeVisible();
  await expect(line).toHaveCount(0);
  const list = await listNamed(shopper.email, name);
  expect(list?.lineItems.map((line) => [line.variant?.sku, line.quantity])).toEqual([[product.masterVariant.sku, 2]]);
});

test('order detail adds the chosen lines of an order to a list', async ({ page }) => {
  // Seeded order history; the test only reads the orders and makes a list of its own.
  const email = 'demo-retail@example.com';
  await signIn(page, email, { redirect: '/customer/account/orders' });
  const links = await page
    .getByTestId('order-row')
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  let opened = false;
  for (const href of links) {
    await page.goto(href);
    if ((await page.getByTestId('order-line').count()) >= 2) {
      opened = true;
      break;
    }
  }
  expect(opened, 'a demo order with two or more lines').toBe(true);

  const panel = page.getByTestId('order-to-list');
  await panel.getByText('Add chosen items to a list').click();
  const choices = panel.getByRole('group', { name: 'Items to add to a list' }).getByRole('checkbox');
  const count = await choices.count();
  for (let index = 1; index < count; index += 1) await choices.nth(index).uncheck();
  const chosenName = (await panel.locator('label').first().innerText()).split(' · ')[0]!.trim();
  await panel.getByRole('button', { name: 'Add 1 item to a list' }).click();
  const name = uniqueListName('order');
  await createListFromMenu(page, name);
  await expect(page.getByText(`1 item successfully added to ${name}!`)).toBeVisible();
  const list = await listNamed(email, name);
  expect(list?.lineItems.map((line) => line.name['en-US'])).toEqual([chosenName]);
});

test('the list menu works from the keyboard', async ({ page }) => {
  const product = await plainProduct();
  await signIn(page, shopper.email);
  await page.goto(`/product/${slugOf(product)}`);
  const unit = page.getByTestId('unit-offer').and(page.locator(`[data-sku="${product.masterVariant.sku}"]`));
  const button = unit.getByRole('button', { name: /^Add .+ to a list$/ });
  const menu = page.getByRole('menu');
  const focused = (locator: Locator) => expect(locator).toBeFocused();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitem');
  await focused(items.first());
  await page.keyboard.press('End');
  await focused(menu.getByRole('menuitem', { name: 'New list…' }));
  await page.keyboard.press('ArrowDown');
  await focused(items.first());
  await page.keyboard.press('ArrowUp');
  await focused(items.last());
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await focused(button);

  // ArrowUp opens on the last item; Space opens too.
  await page.keyboard.press('ArrowUp');
  await focused(menu.getByRole('menuitem', { name: 'New list…' }));
  await page.keyboard.press('Escape');
  await focused(button);
  await page.keyboard.press(' ');
  await focused(items.first());
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const field = page.getByLabel('List name');
  await focused(field);
  const name = uniqueListName('keyboard');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`1 item successfully added to ${name}!`)).toBeVisible();
  await focused(button);
  expect(await listNamed(shopper.email, name)).toBeDefined();
});

test('screenshots: hearts on a listing, the list menu on the product page, "Save for later" in the cart', async ({
  page,
}, testInfo) => {
  // Another product than the other tests' (last by name), so this cart line is not theirs.
  const {
    results: [product],
  } = await searchProducts([
    ['filter.query', 'variants.attributes.disposable:true'],
    ['sort', 'name.en-US desc'],
    ['limit', '1'],
  ]);
  await signIn(page, shopper.email);
  await addFromProductPage(page, product!, 1);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(await categoryPath('supplies'));
    await expect(page.getByTestId('favorite-heart').first()).toBeVisible();
    await keepScreenshot(page, testInfo, `lists-listing-${width}`);

    await page.goto(`/product/${slugOf(product!)}`);
    await page
      .getByRole('button', { name: /^Add .+ to a list$/ })
      .first()
      .click();
    await expect(page.getByRole('menuitem', { name: 'New list…' })).toBeVisible();
    await keepScreenshot(page, testInfo, `lists-product-menu-${width}`);

    await page.goto('/checkout/cart');
    await page
      .getByRole('button', { name: /^Save for later: / })
      .first()
      .click();
    await expect(page.getByRole('menuitem', { name: 'New list…' })).toBeVisible();
    await keepScreenshot(page, testInfo, `lists-cart-${width}`);
  }
});

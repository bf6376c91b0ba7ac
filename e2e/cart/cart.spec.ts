import { expect, test } from '@playwright/test';
import { registerAndConfirm, uniqueEmail } from '../account/helpers';
import { attribute, nameOf } from '../catalogue/catalogue-api';
import { keepScreenshot } from '../screenshots';
import { addFromProductPage, centsOf, plainProduct } from './cart-steps';
import { cartLines } from './cart-lines';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (cents: number) => money.format(cents / 100);

test('an anonymous visitor adds a product, sees the badge, the fees, changes the quantity and empties the cart', async ({
  page,
}, testInfo) => {
  const product = await plainProduct();
  await addFromProductPage(page, product, 2);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  const line = cartLines(page);
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(nameOf(product));
  await expect(line).toContainText(`Item # ${String(attribute(product.masterVariant, 'hs_item_number'))}`);

  const unit = centsOf(await line.getByTestId('line-unit-price').innerText());
  expect(unit).toBeGreaterThan(0);
  await expect(page.getByTestId('subtotal')).toHaveText(dollars(2 * unit));
  await expect(page.getByTestId('fee-handling')).toHaveText('$5.99');
  // The minimum-order fee applies under $249 (spec §9): check both sides of the threshold.
  const feeFor = (subtotal: number) => (subtotal < 24_900 ? 949 : 0);
  if (feeFor(2 * unit) > 0) await expect(page.getByTestId('fee-minimum-order')).toHaveText('$9.49');
  await expect(page.getByTestId('cart-total')).toHaveText(dollars(2 * unit + 599 + feeFor(2 * unit)));
  await expect(page.getByTestId('progress-text')).toHaveText(/^(Spend \$ \d+ more to save (20|25)%|Goal Reached!)$/);
  // The header carries the same bar on every page (spec §2).
  await expect(page.getByTestId('header-progress-text')).toHaveText(
    await page.getByTestId('progress-text').innerText(),
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, testInfo, 'cart-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, testInfo, 'cart-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Enough units to pass $249: the minimum-order fee goes, the totals follow the API.
  const many = Math.ceil(24_900 / unit);
  await line.getByTestId('line-quantity').fill(String(many));
  await line.getByRole('button', { name: /Update quantity/ }).click();
  await expect(page.getByTestId('subtotal')).toHaveText(dollars(many * unit));
  await expect(page.getByTestId('fee-minimum-order')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText(dollars(many * unit + 599));
  await expect(page.getByTestId('cart-badge')).toHaveText(many > 99 ? '99+' : String(many));
  await expect(page.getByTestId('header-progress-text')).toHaveText(
    await page.getByTestId('progress-text').innerText(),
  );

  await line.getByRole('button', { name: /Remove .* from cart/ }).click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  // Still empty when loaded afresh, and the cart was read (not merely unavailable).
  await page.reload();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page.getByTestId('cart-unavailable')).toHaveCount(0);
});

test('a quantity of 0 on the cart page removes the line', async ({ page }) => {
  const product = await plainProduct();
  await addFromProductPage(page, product, 1);
  await page.goto('/checkout/cart');
  const line = cartLines(page);
  await line.getByTestId('line-quantity').fill('0');
  await line.getByRole('button', { name: /Update quantity/ }).click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test('an unknown discount code gets the API message', async ({ page }) => {
  await addFromProductPage(page, await plainProduct(), 1);
  await page.goto('/checkout/cart');
  await page.getByLabel('Discount code').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('discount-message')).toHaveText("The discount code 'NO-SUCH-CODE' was not found.");
});

test('signing up with an anonymous cart keeps its items (merged when the registration is confirmed)', async ({
  page,
}) => {
  const product = await plainProduct();
  await addFromProductPage(page, product, 3);
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  // The anonymous session goes along when the same browser confirms the mailed link.
  await registerAndConfirm(page, { email: uniqueEmail('cart'), password: 'Chairside-e2e-2026!' });
  await page.goto('/checkout/cart');
  await expect(cartLines(page)).toContainText(nameOf(product));
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
});

test('quick order reports an unknown item number per line and adds the rest in one go', async ({ page }, testInfo) => {
  const product = await plainProduct();
  const itemNumber = String(attribute(product.masterVariant, 'hs_item_number'));
  await page.goto('/quick-order');
  await page.getByLabel('Item numbers and quantities').fill(`${itemNumber}, 4\nNOPE-0000 2\n${itemNumber} x`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const problems = page.getByTestId('quick-order-problem');
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(0)).toHaveText('Line 2 (NOPE-0000): Item NOPE-0000 was not found.');
  await expect(problems.nth(1)).toContainText('Line 3');
  await keepScreenshot(page, testInfo, 'quick-order');
  await expect(page.getByTestId('cart-badge')).toHaveText('4');
  await page.goto('/checkout/cart');
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLines(page)).toContainText(`Item # ${itemNumber}`);
});

test('a search result card adds its product to the cart', async ({ page }, testInfo) => {
  const product = await plainProduct();
  await page.goto(`/search?q=${encodeURIComponent(nameOf(product))}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: nameOf(product), exact: true }) })
    .first();
  await card.getByRole('button', { name: /^Add to cart: / }).click();
  await expect(page.getByText(`${nameOf(product)} successfully added to your cart!`)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await keepScreenshot(page, testInfo, 'search-add');
});

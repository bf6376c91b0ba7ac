import { expect, test, type Page } from '@playwright/test';
import { recordEvents, tracked } from '../analytics-events';
import { signIn } from '../account/helpers';
import { addFromProductPage, centsOf, plainProduct } from '../cart/cart-steps';
import { nameOf } from '../catalogue/catalogue-api';
import { cardFields, typeCard } from '../payments/card-fields';
import { keepScreenshot } from '../screenshots';
import { shoppers } from '../shoppers';
import { cartLines } from '../cart/cart-lines';

test.use({ viewport: { width: 1280, height: 900 } });

const checkoutForm = (page: Page) => page.getByRole('form', { name: 'Checkout' });
const uniquePo = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

async function fillNewCard(page: Page, number: string) {
  const form = checkoutForm(page);
  await form.getByRole('radio', { name: 'Credit card' }).check();
  await form.getByRole('radio', { name: 'A new card' }).check();
  await typeCard(page, number);
}

test('a practice with terms places an order on account (Net 30) with a PO number and finds it in its orders', async ({
  page,
}, testInfo) => {
  // The longest journey here: sign in, add, check out, both screenshots, the order list.
  test.setTimeout(60_000);
  const events = recordEvents(page);
  const product = await plainProduct();
  await signIn(page, shoppers.netTerms.email);
  await addFromProductPage(page, product, 2);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await expect(page.getByTestId('checkout-line')).toContainText(nameOf(product));
  const form = checkoutForm(page);
  // One choice of each is made for the customer: the default address and the cheapest method, put on the cart.
  await expect(form.getByRole('group', { name: 'Shipping address' }).getByRole('radio', { checked: true })).toHaveCount(
    1,
  );
  await expect(form.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first()).toBeChecked();
  await expect(page.getByTestId('shipping-amount')).toBeVisible();
  await expect(form.getByRole('radio', { name: 'On account (Net 30)' })).toBeChecked();
  // The total holds the shipping (spec §9: the cart total is the lines plus shipping, then the fees).
  const amount = async (testId: string) =>
    (await page.getByTestId(testId).count()) === 0 ? 0 : centsOf(await page.getByTestId(testId).innerText());
  const shipping =
    (await page.getByTestId('shipping-amount').innerText()) === 'Free' ? 0 : await amount('shipping-amount');
  expect(await amount('checkout-total')).toBe(
    (await amount('subtotal')) + (await amount('fee-handling')) + (await amount('fee-minimum-order')) + shipping,
  );

  await expect.poll(() => tracked(events, 'Checkout Started').length).toBe(1);
  const started = tracked(events, 'Checkout Started')[0]!.properties;
  expect(started.products).toEqual([expect.objectContaining({ sku: product.masterVariant.sku, quantity: 2 })]);

  await keepScreenshot(page, testInfo, 'checkout-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, testInfo, 'checkout-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  const po = uniquePo('PO-NET30');
  await form.getByLabel('PO number (optional)').fill(po);
  await form.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  expect(orderNumber).not.toBe('');
  expect(new URL(page.url()).searchParams.get('order')).toBe(orderNumber);
  await expect(page.getByTestId('order-po-number')).toHaveText(po);
  await expect(page.getByTestId('order-payment')).toHaveText('On account (Net 30)');
  // The cart was ordered: the header badge is gone.
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await expect.poll(() => tracked(events, 'Order Completed').length).toBe(1);
  expect(tracked(events, 'Order Completed')[0]!.properties).toMatchObject({
    order_number: orderNumber,
    products: [expect.objectContaining({ sku: product.masterVariant.sku })],
  });
  await keepScreenshot(page, testInfo, 'checkout-success');

  // Loading the success page again sends no second Order Completed.
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect.poll(() => events.filter((event) => event.type === 'page').length).toBeGreaterThan(3);
  expect(tracked(events, 'Order Completed')).toHaveLength(1);

  await page.goto('/customer/account/orders');
  const row = page.getByTestId('order-row').filter({ hasText: orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(po);

  // Nothing left to check out.
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/checkout/cart');
});

test('a practice without terms pays with a sandbox test card', async ({ page }) => {
  const product = await plainProduct();
  await signIn(page, shoppers.cardPayment.email);
  await addFromProductPage(page, product, 1);
  await page.goto('/checkout');
  const form = checkoutForm(page);
  // No terms: card only.
  await expect(form.getByRole('radio', { name: 'On account (Net 30)' })).toHaveCount(0);
  await fillNewCard(page, '4111 1111 1111 1111');
  await expect(cardFields(page).getByTestId('card-brand')).toHaveText('Visa');
  await form.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByTestId('order-number')).not.toBeEmpty();
  await expect(page.getByTestId('order-payment')).toHaveText('Visa •••• 1111');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
});

test('a declined card shows the error, keeps what was typed, and places no order', async ({ page }) => {
  const product = await plainProduct();
  await signIn(page, shoppers.declinedCard.email);
  await addFromProductPage(page, product, 1);
  await page.goto('/checkout');
  const form = checkoutForm(page);
  const po = uniquePo('PO-DECLINE');
  await form.getByLabel('PO number (optional)').fill(po);
  // The sandbox tokenizes this number and declines it when the order is authorized.
  await fillNewCard(page, '4000 0000 0000 0341');
  await form.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByTestId('checkout-error')).toHaveText('Your card was declined. Please use another card.');
  await expect(page).toHaveURL(/\/checkout$/);
  // Focus goes to the first field with a problem: the payment choice.
  await expect(form.getByRole('radio', { name: 'Credit card' })).toBeFocused();
  await expect(form.getByLabel('PO number (optional)')).toHaveValue(po);
  await expect(cardFields(page).getByLabel('Card Number')).toHaveValue('4000 0000 0000 0341');

  // No order, and the cart is still there.
  await page.goto('/customer/account/orders');
  await expect(page.getByText(po)).toHaveCount(0);
  await page.goto('/checkout/cart');
  await expect(cartLines(page).filter({ hasText: nameOf(product) })).toHaveCount(1);
});

test('a practice whose online checkout was declined is told why and whom to call', async ({ page }) => {
  const product = await plainProduct();
  await signIn(page, shoppers.checkoutDeclined.email);
  await addFromProductPage(page, product, 1);
  await page.goto('/checkout');
  const refused = page.getByTestId('checkout-refused');
  await expect(refused).toContainText('Online checkout has been declined for this account.');
  await expect(refused.getByRole('link', { name: /Call 1-800/ })).toHaveAttribute('href', /^tel:/);
  await expect(checkoutForm(page)).toHaveCount(0);
});

test('/checkout and /checkout/success need a login', async ({ page }) => {
  for (const target of ['/checkout', '/checkout/success']) {
    await page.goto(target);
    await expect(page).toHaveURL(new RegExp(`/customer/account/login\\?redirect=${encodeURIComponent(target)}$`));
  }
  // The spec's /checkout/place route leads to the checkout.
  await page.goto('/checkout/place');
  await expect(page).toHaveURL(new RegExp(`/customer/account/login\\?redirect=${encodeURIComponent('/checkout')}$`));
});

test("the success page of an order number that is not the customer's is not found", async ({ page }) => {
  await signIn(page, 'demo-retail@example.com');
  const response = await page.goto('/checkout/success?order=NO-SUCH-ORDER');
  expect(response?.status()).toBe(404);
});

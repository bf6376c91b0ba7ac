import { expect, test } from '@playwright/test';
import { signIn } from '../account/helpers';
import { nameOf } from '../catalogue/catalogue-api';
import { shoppers } from '../shoppers';
import { addFromProductPage, plainProduct } from './cart-steps';
import { cartLines } from './cart-lines';

test.use({ viewport: { width: 1280, height: 900 } });

test('cart lines show the stock of the shipping account for their own quantity, backorders included', async ({
  page,
}) => {
  const product = await plainProduct();
  await signIn(page, shoppers.cartStock.email);
  await addFromProductPage(page, product, 2);
  await page.goto('/checkout/cart');
  const line = cartLines(page).filter({ hasText: nameOf(product) });
  await expect(line.getByTestId('stock')).toHaveText(/^(In stockAll 2 ship now|Backordered.*on backorder.*)$/);

  // No warehouse holds 9,999 of a product: most of the line goes on backorder, and the line says so.
  await line.getByTestId('line-quantity').fill('9999');
  await line.getByRole('button', { name: /Update quantity/ }).click();
  await expect(line.getByTestId('stock')).toHaveAttribute('data-stock-status', 'backorder');
  await expect(line.getByTestId('stock')).toContainText(/[\d,]+ on backorder/);

  await line.getByRole('button', { name: /Remove .* from cart/ }).click();
  await expect(page.getByTestId('cart-lines').filter({ hasText: nameOf(product) })).toHaveCount(0);
});

test('reorder puts only the chosen lines of an order back into the cart', async ({ page }) => {
  // The demo customer's seeded history; no other browser test changes this customer's cart.
  await signIn(page, 'demo-customer@example.com', { redirect: '/customer/account/orders' });
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

  const panel = page.getByTestId('reorder');
  await panel.getByText('Reorder chosen items').click();
  const choices = panel.getByRole('group', { name: 'Items to add to your cart' }).getByRole('checkbox');
  const count = await choices.count();
  for (let index = 1; index < count; index += 1) await choices.nth(index).uncheck();
  const chosenName = (await panel.locator('label').first().innerText()).split(' · ')[0]!.trim();
  await panel.getByRole('button', { name: 'Add 1 chosen item to cart' }).click();
  await expect(panel.getByRole('status')).toContainText('1 of 1 lines added.');
  await page.goto('/checkout/cart');
  await expect(cartLines(page).filter({ hasText: chosenName })).toHaveCount(1);
});

test('discount codes: one applies before the fees, one waits for its minimum, an ended one is refused, and codes can be removed', async ({
  page,
}) => {
  const product = await plainProduct();
  await signIn(page, shoppers.discountCodes.email);
  await addFromProductPage(page, product, 1);
  await page.goto('/checkout/cart');
  const field = page.getByRole('textbox', { name: 'Discount code' });
  const message = page.getByTestId('discount-message');

  await field.fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(message).toHaveText("The discount code 'WELCOME10' has been applied.");
  await expect(page.getByTestId('discount-total')).toHaveText(/^−\$[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('discount-code').filter({ hasText: 'WELCOME10' })).toHaveAttribute(
    'data-state',
    'MatchesCart',
  );

  await field.fill('SPRING24');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(message).toHaveText("The discount code 'SPRING24' is not valid at this time.");

  await field.fill('BULK25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(message).toHaveText(
    "The discount code 'BULK25' applies to orders of $500.00 or more; it will apply once your items reach that amount.",
  );
  await expect(page.getByTestId('discount-code')).toHaveCount(2);

  await page.getByRole('button', { name: 'Remove discount code WELCOME10' }).click();
  await expect(page.getByTestId('discount-code')).toHaveCount(1);
  await expect(page.getByTestId('discount-total')).toHaveCount(0);
});

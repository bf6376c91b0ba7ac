import { expect, test } from '@playwright/test';
import { signIn } from '../account/helpers';
import { addFromProductPage } from '../cart/cart-steps';
import { cartLines } from '../cart/cart-lines';
import { attribute, categories, searchProducts, type ApiProduct } from '../catalogue/catalogue-api';
import { CustomerApi, defaultShippingAccount, dollars } from '../pricing/pricing-api';
import { loyaltyShoppers } from './loyalty-shoppers';
import {
  enrolmentForm,
  ensureEnrolled,
  ensureNotEnrolled,
  fillEnrolment,
  programmePath,
  rewardsPath,
  screenshotBothWidths,
  unenrol,
} from './loyalty-steps';

/**
 * Enrolling and unenrolling (issue 19), each with a retail practice of its own (loyalty-shoppers.ts): the tests put
 * their office in the state they start from, so they do not depend on the demo data's enrolments or on each other.
 */

interface LoyaltyPrice {
  bestPrice?: number;
  loyaltyPercent?: number;
}

/** A consumable (uncontrolled) whose price the loyalty discount makes for the customer, by the API's pricing. */
async function loyaltyPricedProduct(email: string): Promise<{ product: ApiProduct; price: LoyaltyPrice }> {
  const api = await CustomerApi.signIn(email);
  try {
    const account = defaultShippingAccount(await api.me());
    const supplies = (await categories()).find((category) => category.key === 'supplies');
    if (!supplies) throw new Error('No demo category supplies');
    const { results: found } = await searchProducts([
      ['filter.query', `categories.id:subtree("${supplies.id}")`],
      ['sort', 'name.en-US asc'],
      ['limit', '40'],
    ]);
    const results = found.filter(
      (product) =>
        attribute(product.masterVariant, 'asap_product_category') === 'consumables' &&
        attribute(product.masterVariant, 'requires_active_dea_license') !== true,
    );
    const prices = await api.prices(
      account,
      results.map((product) => product.masterVariant.sku!),
    );
    for (const product of results) {
      const price = prices.get(product.masterVariant.sku!) as LoyaltyPrice | undefined;
      if (price?.loyaltyPercent !== undefined) return { product, price };
    }
    throw new Error('No consumable gets a loyalty price: the enrolment did not reach the pricing.');
  } finally {
    await api.dispose();
  }
}

test('a retail practice enrols through the form, then sees loyalty prices and a saving in its cart', async ({
  page,
}, testInfo) => {
  const shopper = loyaltyShoppers.enrol;
  await signIn(page, shopper.email);
  await ensureNotEnrolled(page);
  await expect(page.getByTestId('asap-not-enrolled')).toBeVisible();
  await page.getByRole('link', { name: 'Enrol now' }).click();
  await expect(page).toHaveURL(/\/asap-enrollment$/);

  const form = enrolmentForm(page);
  await expect(form.getByLabel('Practice name')).not.toHaveValue('');
  await expect(form.getByLabel('Contact name')).not.toHaveValue('');
  await screenshotBothWidths(page, testInfo, 'asap-enrollment-form');

  // Without the disclosure acknowledgement the form is refused, and says which box is missing.
  await fillEnrolment(page, { acknowledge: false });
  await form.getByRole('button', { name: 'Enrol my office' }).click();
  const disclosure = form.getByRole('checkbox', { name: /must be disclosed/ });
  await expect(disclosure).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Acknowledge the discount disclosure to enrol.')).toBeVisible();
  await expect(disclosure).toBeFocused();

  await disclosure.check();
  await form.getByRole('button', { name: 'Enrol my office' }).click();
  const confirmation = page.getByTestId('asap-confirmation');
  await expect(confirmation).toContainText(`${shopper.office} is now enrolled in ASAP rewards.`);
  await expect(confirmation.getByRole('heading', { name: 'Welcome to ASAP rewards' })).toBeFocused();
  // Said twice: in the confirmation and in a toast.
  await expect(page.getByText(`${shopper.office} is now enrolled in ASAP rewards.`)).toHaveCount(2);
  await screenshotBothWidths(page, testInfo, 'asap-enrollment-confirmation');
  await confirmation.getByRole('link', { name: 'Go to your rewards dashboard' }).click();
  await expect(page).toHaveURL(/\/customer\/account\/thrive$/);
  await expect(page.getByTestId('loyalty-status').filter({ visible: true })).toHaveText(/^Enrolled since /);

  // Enrolling again is not offered.
  await page.goto(programmePath);
  await expect(page.getByTestId('asap-enrolled')).toBeVisible();
  await expect(enrolmentForm(page)).toHaveCount(0);

  // The product page shows the API's loyalty price with its percentage.
  const { product, price } = await loyaltyPricedProduct(shopper.email);
  await addFromProductPage(page, product, 3);
  const unit = page.getByTestId('unit-offer').and(page.locator(`[data-sku="${product.masterVariant.sku}"]`));
  await expect(unit.getByTestId('best-price')).toHaveText(dollars(price.bestPrice!));
  await expect(unit.getByTestId('loyalty-note')).toHaveText(`ASAP ${price.loyaltyPercent}% loyalty`);

  // The cart shows the line's saving and the summary's, with the office's tier.
  await page.goto('/checkout/cart');
  const line = cartLines(page).and(page.locator(`[data-sku="${product.masterVariant.sku}"]`));
  await expect(line.getByTestId('line-loyalty')).toHaveText(new RegExp(`^ASAP ${price.loyaltyPercent}% loyalty −\\$`));
  const summary = page.getByRole('complementary', { name: 'Order summary' }).filter({ visible: true });
  await expect(summary.getByTestId('loyalty-saving')).toHaveText(/^−\$\d/);
  await expect(summary.getByText(/^ASAP loyalty savings \((Member|Silver|Gold)\)/)).toBeVisible();
  await screenshotBothWidths(page, testInfo, 'asap-cart');
});

test('an enrolled practice unenrols after confirming; its history stays', async ({ page }, testInfo) => {
  const shopper = loyaltyShoppers.unenrol;
  await signIn(page, shopper.email);
  await ensureEnrolled(page);
  await page.goto(rewardsPath);
  await expect(page.getByTestId('loyalty-status').filter({ visible: true })).toHaveText(/^Enrolled since /);
  await expect(page.getByRole('progressbar')).toBeVisible();

  // Cancelling the confirmation changes nothing.
  await page.getByRole('button', { name: 'Unenrol' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave ASAP rewards?' });
  await expect(dialog).toContainText('history and discount statements stay available');
  await screenshotBothWidths(page, testInfo, 'asap-unenrol-confirmation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('loyalty-status').filter({ visible: true })).toHaveText(/^Enrolled since /);

  await unenrol(page);
  await expect(page.getByRole('link', { name: 'Enrol now' })).toHaveAttribute('href', programmePath);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // The programme page offers the form again.
  await page.goto(programmePath);
  await expect(enrolmentForm(page)).toBeVisible();
});

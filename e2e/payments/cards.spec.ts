import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../account/helpers';
import { shoppers } from '../shoppers';
import { cardFields, cardFrame, typeCard } from './card-fields';
import { sandboxGateway } from './sandbox-gateway-settings';

// A customer of its own (a sales representative has no cards until it acts for a customer): no other spec touches
// its cards, so the list is this spec's alone.
const { email } = shoppers.savedCards;

const cardForm = (page: Page) => page.getByRole('form', { name: 'Add a card' });

async function addCard(page: Page, number: string, expiry: string, cvc: string) {
  await page.goto('/customer/account/payments/new');
  await typeCard(page, number, expiry, cvc);
  await cardForm(page).getByRole('button', { name: 'Save Card' }).click();
}

for (const path of ['/customer/account/payments', '/customer/account/payments/new']) {
  test(`${path} needs a login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/customer/account/login\\?redirect=${encodeURIComponent(path)}$`));
  });
}

test.describe.serial('saved cards of one customer', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('add a card, see it as •••• 1111, make another primary, delete with confirmation', async ({ page }) => {
    // The longest journey here: two cards typed into the gateway's fields (each a page and its frame), then the list.
    test.setTimeout(60_000);
    await signIn(page, email, { redirect: '/customer/account/payments' });
    await expect(page.getByRole('heading', { name: 'Payment Methods' })).toBeVisible();

    await addCard(page, '4111111111111111', '12/30', '123');
    await expect(page).toHaveURL(/\/customer\/account\/payments$/);
    await expect(page.getByText('Your card has been saved.')).toBeVisible();
    const visa = page.getByTestId('saved-card').filter({ hasText: '•••• 1111' });
    await expect(visa).toContainText('Visa');
    await expect(visa).toContainText('Expires 12/30');
    await expect(visa.getByText('Primary', { exact: true })).toBeVisible();

    await addCard(page, '5555 5555 5555 4444', '0731', '456');
    const mastercard = page.getByTestId('saved-card').filter({ hasText: '•••• 4444' });
    await expect(mastercard).toContainText('Mastercard');
    await expect(mastercard.getByText('Primary', { exact: true })).toHaveCount(0);

    await mastercard.getByRole('button', { name: 'Make primary' }).click();
    await expect(page.getByText('Your primary card has been changed.')).toBeVisible();
    await expect(mastercard.getByText('Primary', { exact: true })).toBeVisible();
    await expect(visa.getByText('Primary', { exact: true })).toHaveCount(0);

    // Cancel keeps the card; confirming deletes it.
    await visa.getByRole('button', { name: 'Delete Visa ending in 1111' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete card' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(visa).toBeVisible();
    await visa.getByRole('button', { name: 'Delete Visa ending in 1111' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Your card has been removed.')).toBeVisible();
    await expect(visa).toHaveCount(0);
    await expect(mastercard).toBeVisible();
  });

  test('a declined card is not saved and says why', async ({ page }) => {
    await signIn(page, email, { redirect: '/customer/account/payments/new' });
    await addCard(page, '4000 0000 0000 0002', '12 / 30', '123');
    await expect(cardForm(page).getByText('Your card was declined. Please use another card.')).toBeVisible();
    await expect(page).toHaveURL(/\/payments\/new$/);
  });
});

test('the card fields format and check as spec §5 says, inside the frame from the gateway', async ({ page }) => {
  await signIn(page, email, { redirect: '/customer/account/payments/new' });
  const form = cardForm(page);
  // The inputs are the gateway's: the page itself has none.
  await expect(form.locator('input:not([type=hidden])')).toHaveCount(0);
  await expect(cardFrame(page)).toBeVisible();
  expect(new URL((await cardFrame(page).getAttribute('src'))!).origin).toBe(sandboxGateway.origin);
  const fields = cardFields(page);
  const number = fields.getByLabel('Card Number');
  await number.fill('4111111111111112');
  await expect(number).toHaveValue('4111 1111 1111 1112');
  await expect(fields.getByTestId('card-brand')).toHaveText('Visa');
  await fields.getByLabel('Expiration Date').fill('1230');
  await expect(fields.getByLabel('Expiration Date')).toHaveValue('12 / 30');
  await fields.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Save Card' }).click();
  await expect(fields.getByText('Please enter a valid card number.')).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Sorry, not all fields are filled out correctly.')).toBeVisible();
  // The focus goes to the field in error, inside the frame.
  await expect(number).toBeFocused();

  await number.fill('378282246310005');
  await expect(number).toHaveValue('3782 822463 10005');
  await expect(fields.getByTestId('card-brand')).toHaveText('American Express');
  await expect(fields.getByText('Please enter a valid card number.')).toBeHidden();
  await number.fill('４２４２４２４２４２４２４２４２');
  await expect(number).toHaveValue('4242 4242 4242 4242');

  await fields.getByLabel('Expiration Date').fill('3');
  await expect(fields.getByLabel('Expiration Date')).toHaveValue('03');
  await fields.getByLabel('CVC').fill('12345');
  await expect(fields.getByLabel('CVC')).toHaveValue('123');
});

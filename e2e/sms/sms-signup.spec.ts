import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { botProtectionReady, signIn } from '../account/helpers';
import { addFromProductPage, plainProduct } from '../cart/cart-steps';
import { awaitText } from '../fakes/sms-settings';
import { shoppers } from '../shoppers';

const dialog = (page: Page) => page.getByRole('dialog');

/** What the visitor sees with the dialog open (a full-page shot would stretch the page under the modal). */
async function keepDialogShot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  if (process.env.SCREENSHOT_DIR) await copyFile(file, path.join(process.env.SCREENSHOT_DIR, `${name}.png`));
}
const homeOffer = (page: Page) =>
  page.getByRole('region', { name: 'Offers' }).getByRole('button', { name: 'Sign up for SMS' });
const footerEntry = (page: Page) => page.locator('footer').getByRole('button', { name: 'Sign up for SMS' });
/** The six-digit code in a confirmation text, and the discount code in the welcome text. */
const confirmationCode = /\b(\d{6})\b is your code/;
const discountCodeText = /Use code (SMS10-[A-Z0-9]{8})/;

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor is asked to sign in first; the dialog closes with Escape and gives the focus back', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const opener = homeOffer(page);
    await opener.click();
    await expect(dialog(page).getByRole('heading', { name: 'Sign in to sign up for SMS' })).toBeVisible();
    await expect(dialog(page).getByRole('link', { name: 'Sign in' })).toBeFocused();
    await keepDialogShot(page, testInfo, 'sms-dialog-sign-in-1280');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener).toBeFocused();

    // The footer's entry opens the same dialog; its Sign in link comes back to this page.
    await footerEntry(page).scrollIntoViewIfNeeded();
    await keepDialogShot(page, testInfo, 'sms-footer-entry-1280');
    await footerEntry(page).click();
    await dialog(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/customer\/account\/login\?redirect=%2F$/);
  });

  test('a customer signs up from the home page, confirms the texted code and uses the 10% code in the cart', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await signIn(page, shoppers.smsSignup.email, { redirect: '/' });
    await botProtectionReady(page);
    await homeOffer(page).click();
    const form = dialog(page);
    const phone = form.getByRole('textbox', { name: 'Mobile phone number' });
    await expect(phone).toBeFocused();
    const consent = form.getByRole('checkbox', { name: /recurring automated marketing text messages/ });
    await expect(consent).not.toBeChecked();
    await expect(form).toContainText('Consent is not a condition of any purchase');
    await keepDialogShot(page, testInfo, 'sms-dialog-phone-1280');

    // The browser's checks first: a number we cannot text, and the consent not given.
    await phone.fill('555-0123');
    await form.getByRole('button', { name: 'Text me a code' }).click();
    await expect(form.getByText('Enter a valid US mobile phone number, e.g. (201) 555-0123.')).toBeVisible();
    await expect(form.getByText('Please tick the box to agree to receive text messages.')).toBeVisible();
    await expect(phone).toBeFocused();
    await keepDialogShot(page, testInfo, 'sms-dialog-phone-errors-1280');

    await phone.fill('(201) 555-0142');
    await consent.check();
    await form.getByRole('button', { name: 'Text me a code' }).click();
    await expect(form.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await expect(form).toContainText('We texted a 6-digit code to •••-•••-0142.');
    const code = await awaitText('+12015550142', confirmationCode);
    const codeField = form.getByRole('textbox', { name: 'Confirmation code' });
    await expect(codeField).toBeFocused();

    await codeField.fill(code === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByText('That code is not right. You have 4 tries left.')).toBeVisible();
    await keepDialogShot(page, testInfo, 'sms-dialog-code-1280');

    await codeField.fill(code);
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByRole('heading', { name: "You're signed up!" })).toBeFocused();
    const discount = await awaitText('+12015550142', discountCodeText);
    await expect(form.getByTestId('sms-discount-code')).toHaveText(discount);
    await keepDialogShot(page, testInfo, 'sms-dialog-done-1280');
    await form.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog(page)).toHaveCount(0);

    // The account shows the code; opening the dialog again shows it too.
    await page.goto('/customer/account');
    const account = page.getByTestId('account-sms');
    await expect(account).toContainText('Signed up with (201) 555-0142.');
    await expect(account.getByTestId('sms-discount-code')).toHaveText(discount);
    await expect(account).toContainText('10% off · Not used yet');
    await footerEntry(page).click();
    await expect(dialog(page).getByTestId('sms-discount-code')).toHaveText(discount);
    await page.keyboard.press('Escape');

    // The cart's discount code form takes it: 10% off the items.
    await addFromProductPage(page, await plainProduct(), 2);
    await page.goto('/checkout/cart');
    await page.getByRole('textbox', { name: 'Discount code' }).fill(discount.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('discount-message')).toHaveText(`The discount code '${discount}' has been applied.`);
    await expect(page.getByTestId('discount-code').filter({ hasText: discount })).toHaveAttribute(
      'data-state',
      'MatchesCart',
    );
    await expect(page.getByTestId('discount-total')).toHaveText(/^−\$[\d,]+\.\d{2}$/);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a customer signs up from the footer on a phone, asking for a new code', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await signIn(page, shoppers.smsPhone.email, { redirect: '/' });
    await botProtectionReady(page);
    await homeOffer(page).scrollIntoViewIfNeeded();
    await keepDialogShot(page, testInfo, 'sms-home-offer-390');
    await footerEntry(page).click();
    const form = dialog(page);
    await expect(form.getByRole('textbox', { name: 'Mobile phone number' })).toBeFocused();
    await keepDialogShot(page, testInfo, 'sms-dialog-phone-390');

    await form.getByRole('textbox', { name: 'Mobile phone number' }).fill('646 555 0177');
    await form.getByRole('checkbox', { name: /recurring automated marketing text messages/ }).check();
    await form.getByRole('button', { name: 'Text me a code' }).click();
    await expect(form).toContainText('We texted a 6-digit code to •••-•••-0177.');
    const first = await awaitText('+16465550177', confirmationCode);
    await keepDialogShot(page, testInfo, 'sms-dialog-code-390');

    // Asking for a new code at once is refused until the cooldown has passed.
    await form.getByRole('button', { name: 'Text me a new code' }).click();
    await expect(form.getByText('Please wait a moment before asking for another code.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Confirmation code' }).fill(first);
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByRole('heading', { name: "You're signed up!" })).toBeVisible();
    await expect(form.getByTestId('sms-discount-code')).toHaveText(/^SMS10-[A-Z0-9]{8}$/);
    await keepDialogShot(page, testInfo, 'sms-dialog-done-390');
    const box = await form.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
  });
});

import { accountMessages, contactTexts, messages, support } from '@chairside/domain';
import { expect, test, type Page } from '@playwright/test';
import { botProtectionReady, signIn } from '../account/helpers';
import { recaptchaFake } from '../fakes/recaptcha-settings';
import { keepScreenshot } from '../screenshots';

// Every message sent here counts against the API's per-IP contact limit (the whole run shares 127.0.0.1):
// keep the number of sends that reach the API small.
const contactForm = (page: Page) => page.getByRole('region', { name: contactTexts.formTitle });

async function openContactPage(page: Page) {
  await page.goto('/contact');
  await botProtectionReady(page);
}

test('the header link leads to the contact page with the support phone, email and hours', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.locator('header').getByRole('link', { name: 'Contact us' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle(`${contactTexts.title} | Chairside`);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(contactTexts.title);
  const details = main.getByRole('complementary', { name: contactTexts.supportTitle });
  await expect(details.getByRole('link', { name: support.phone })).toHaveAttribute('href', support.phoneHref);
  await expect(details.getByRole('link', { name: support.email })).toHaveAttribute('href', `mailto:${support.email}`);
  await expect(details).toContainText(support.hours);
  await botProtectionReady(page);
  await keepScreenshot(page, testInfo, 'contact-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, testInfo, 'contact-phone');
});

test('shows the spec §5 messages next to the fields and keeps what was typed', async ({ page }) => {
  await openContactPage(page);
  const form = contactForm(page);
  await form.getByLabel('Email').fill('dana@localhost');
  await form.getByLabel('Phone (optional)').fill('555-0100');
  await form.getByRole('button', { name: contactTexts.send }).click();
  await expect(form.getByRole('alert')).toHaveText(messages.formInvalid);
  await expect(form.getByText(messages.fieldRequired('Name'))).toBeVisible();
  await expect(form.getByText(messages.invalidEmail)).toBeVisible();
  await expect(form.getByText(messages.fieldRequired('Message'))).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Phone (optional)')).toHaveValue('555-0100');
  await expect(form.getByLabel('Message', { exact: true })).toHaveAttribute('maxlength', '5000');
  await expect(form.getByText(contactTexts.messageHint(5000))).toBeVisible();
});

test('sends a message and confirms it', async ({ page }) => {
  await openContactPage(page);
  const form = contactForm(page);
  await form.getByLabel('Name').fill('Dana Lee');
  await form.getByLabel('Email').fill('dana@brightsmiles.example');
  await form.getByLabel('Practice or company (optional)').fill('Bright Smiles Dental');
  await form.getByLabel('Topic (optional)').selectOption('product');
  await form.getByLabel('Message', { exact: true }).fill('Do you carry <b>nitrile</b> gloves in size XS?');
  await form.getByRole('button', { name: contactTexts.send }).click();
  const confirmation = form.getByRole('status');
  await expect(confirmation).toContainText(contactTexts.sent);
  await expect(confirmation).toBeFocused();
  await confirmation.getByRole('button', { name: contactTexts.sendAnother }).click();
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test('a message without a bot-protection token is refused with its message, the form kept', async ({ page }) => {
  await openContactPage(page);
  await page.route(`${recaptchaFake.origin}/execute`, (route) => route.abort());
  const form = contactForm(page);
  await form.getByLabel('Name').fill('Robo Sender');
  await form.getByLabel('Email').fill('robo@example.com');
  await form.getByLabel('Message', { exact: true }).fill('Buy cheap things');
  await form.getByRole('button', { name: contactTexts.send }).click();
  await expect(form.getByRole('alert')).toHaveText(accountMessages.botProtectionFailed);
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Buy cheap things');
});

test('a signed-in customer finds their email filled in', async ({ page }) => {
  await signIn(page, 'demo-retail@example.com');
  await page.goto('/contact');
  await expect(contactForm(page).getByLabel('Email')).toHaveValue('demo-retail@example.com');
});

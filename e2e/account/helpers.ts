import { expect, type Page } from '@playwright/test';
import { mailsTo, type ReceivedMail } from '../fakes/smtp-settings';

/** The header's welcome line as shown: the phone menu repeats it, hidden until the menu opens. */
export const shownWelcome = (page: Page, text: string) =>
  page.locator('header').getByText(text).filter({ visible: true });

/** The login form (the footer's newsletter form also has an email field). */
export const loginForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });

export const demoPassword = 'chairside-demo-2026';
export const sessionCookieName = 'chairside_session';

/**
 * Waits until bot protection is ready (its badge is shown once the page is hydrated and the script
 * loaded): a form sent before that carries no token, and the API refuses it.
 */
export async function botProtectionReady(page: Page) {
  await expect(page.locator('.grecaptcha-badge')).toBeVisible();
}

/** Signs in through the login page (optionally with a redirect query) and waits for the page to leave it. */
export async function signIn(
  page: Page,
  email: string,
  { redirect, password = demoPassword }: { redirect?: string; password?: string } = {},
) {
  await page.goto(
    `/customer/account/login${redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`}`,
  );
  await botProtectionReady(page);
  const form = loginForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/customer\/account\/login/);
}

/** A unique email for a customer this test registers (tests run in parallel against one database). */
export const uniqueEmail = (prefix: string) =>
  `e2e-${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Fills in and submits the registration form; the account then waits for its owner to open the mailed link. */
export async function register(
  page: Page,
  customer: { email: string; password: string; firstName?: string; lastName?: string; jobRole?: string },
) {
  await page.goto('/customer/account/create');
  await botProtectionReady(page);
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First Name').fill(customer.firstName ?? 'Riley');
  await form.getByLabel('Last Name').fill(customer.lastName ?? 'Chen');
  await form.getByLabel('Practice Name').fill(`${customer.lastName ?? 'Chen'} Dental`);
  await form.getByLabel('Practice Type').selectOption('general_dentistry');
  await form.getByLabel('Job Role').selectOption(customer.jobRole ?? 'hygienist');
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Password', { exact: true }).fill(customer.password);
  await form.getByLabel('Confirm Password').fill(customer.password);
  await form.getByRole('button', { name: 'Create an Account' }).click();
}

/** The `count`-th mail with this subject the address has received (the API delivers mail after its answer). */
export async function awaitMail(address: string, subject: string, count = 1): Promise<ReceivedMail> {
  let received: ReceivedMail[] = [];
  await expect
    .poll(async () => (received = (await mailsTo(address)).filter((mail) => mail.subject === subject)).length, {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(count);
  return received[count - 1]!;
}

/** The first link in a mail. */
export const linkIn = (mail: ReceivedMail) => new URL(/https?:\/\/\S+/.exec(mail.text)![0]);

export const confirmationSubject = 'Confirm your email address';

/** Opens the confirmation link mailed to the address and confirms: the new customer is signed in. */
export async function confirmRegistration(page: Page, email: string) {
  await page.goto(linkIn(await awaitMail(email, confirmationSubject)).href);
  await page.getByRole('button', { name: 'Confirm and Sign In' }).click();
  await expect(page).toHaveURL(/\/customer\/account$/);
}

/** Registers and confirms through the mailed link, as a new customer does: it ends signed in. */
export async function registerAndConfirm(page: Page, customer: Parameters<typeof register>[1]) {
  await register(page, customer);
  await expect(page).toHaveURL(/\/customer\/account\/register\/success$/);
  await confirmRegistration(page, customer.email);
}

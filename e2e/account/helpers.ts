import { expect, type Page } from '@playwright/test';

/** The login form (the footer's newsletter form also has an email field). */
export const loginForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });

export const demoPassword = 'chairside-demo-2026';
export const sessionCookieName = 'chairside_session';

/** Signs in through the login page (optionally with a redirect query) and waits for the page to leave it. */
export async function signIn(page: Page, email: string, { redirect }: { redirect?: string } = {}) {
  await page.goto(`/customer/account/login${redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`}`);
  const form = loginForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(demoPassword);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/customer\/account\/login/);
}

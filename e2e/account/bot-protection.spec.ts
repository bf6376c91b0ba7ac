import { expect, test, type Page } from '@playwright/test';
import {
  botProtectionReady,
  demoPassword,
  loginForm,
  register,
  sessionCookieName,
  signIn,
  uniqueEmail,
} from './helpers';
import { keepScreenshot } from '../screenshots';

// The stack runs with bot protection on, against the local reCAPTCHA fake (playwright.config.ts).
const refusedMessage = 'We could not verify that you are not a robot. Please try again.';

/** Every token the page gets from here on is one the fake never issued: siteverify refuses it. */
async function forgeTokens(page: Page) {
  await page.route('**/execute', async (route) => {
    const { action } = JSON.parse(route.request().postData() ?? '{}') as { action: string };
    await route.fulfill({ json: { token: `fake-${action}-forged` } });
  });
}

/** The actions the page asks tokens for. */
function tokenActions(page: Page): string[] {
  const actions: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/execute'))
      actions.push((JSON.parse(request.postData() ?? '{}') as { action: string }).action);
  });
  return actions;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the login page shows the bot-protection badge at the bottom-left (${viewport.width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/customer/account/login');
    await botProtectionReady(page);
    const badge = page.locator('.grecaptcha-badge');
    await expect(badge).toHaveAttribute('data-badge', 'bottomleft');
    await expect(badge).toHaveAttribute('data-size', 'invisible');
    const box = await badge.boundingBox();
    expect(box?.x).toBe(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(viewport.height - 100);
    await keepScreenshot(page, testInfo, `bot-protection-login-${viewport.width}`);
  });
}

test('a sign-in sends a login token, which the API verifies', async ({ page }) => {
  const actions = tokenActions(page);
  await signIn(page, 'demo-retail@example.com');
  await expect(page).toHaveURL(/\/customer\/account$/);
  expect(actions).toEqual(['login']);
});

test('a refused token shows the bot-protection message and leaves no session', async ({ page, context }) => {
  await page.goto('/customer/account/login');
  await botProtectionReady(page);
  await forgeTokens(page);
  const form = loginForm(page);
  await form.getByLabel('Email').fill('demo-retail@example.com');
  await form.getByLabel('Password').fill(demoPassword);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByRole('alert')).toHaveText(refusedMessage);
  await expect(page).toHaveURL(/\/customer\/account\/login/);
  expect((await context.cookies()).some((cookie) => cookie.name === sessionCookieName)).toBe(false);
});

test('forgot password sends a reset token; a refused one shows the bot-protection message', async ({ page }) => {
  const actions = tokenActions(page);
  const requestReset = async () => {
    await page.goto('/customer/account/forgotpassword');
    await botProtectionReady(page);
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill('demo-retail@example.com');
    await form.getByRole('button', { name: 'Reset My Password' }).click();
    return form;
  };
  await requestReset();
  await expect(
    page.getByRole('status').filter({ hasText: 'If there is an account associated with this email' }),
  ).toBeVisible();
  expect(actions).toEqual(['reset']);

  await forgeTokens(page);
  const form = await requestReset();
  await expect(form.getByRole('alert')).toHaveText(refusedMessage);
});

test('registration sends a register token; a refused one shows the bot-protection message', async ({
  page,
  context,
}) => {
  const actions = tokenActions(page);
  await register(page, { email: uniqueEmail('bot-ok'), password: 'a long registration passphrase' });
  await expect(page).toHaveURL(/\/customer\/account\/register\/success$/);
  expect(actions).toEqual(['register']);

  await context.clearCookies();
  await forgeTokens(page);
  await register(page, { email: uniqueEmail('bot-refused'), password: 'a long registration passphrase' });
  await expect(page.getByRole('form', { name: 'Create an account' }).getByRole('alert')).toHaveText(refusedMessage);
  await expect(page).toHaveURL(/\/customer\/account\/create/);
});

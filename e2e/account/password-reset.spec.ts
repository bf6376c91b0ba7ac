import { expect, test } from '@playwright/test';

test('forgot password shows the same confirmation for any email', async ({ page }) => {
  for (const email of ['demo-retail@example.com', 'nobody-here@example.com']) {
    await page.goto('/customer/account/forgotpassword');
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Reset My Password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'If there is an account associated with this email' }),
    ).toBeVisible();
  }
});

test('forgot password validates the email first', async ({ page }) => {
  await page.goto('/customer/account/forgotpassword');
  const form = page.getByRole('form', { name: 'Forgot password' });
  await form.getByRole('button', { name: 'Reset My Password' }).click();
  await expect(form.getByText('Email is required.')).toBeVisible();
  await expect(form.getByText('Sorry, not all fields are filled out correctly.')).toBeVisible();
});

test('an invalid reset link gets a clear message', async ({ page }) => {
  await page.goto('/customer/account/newpassword?token=not-a-real-token');
  const form = page.getByRole('form', { name: 'Set a new password' });
  await form.getByLabel('New Password', { exact: true }).fill('a-fresh-password-2026');
  await form.getByLabel('Confirm New Password').fill('a-fresh-password-2026');
  await form.getByRole('button', { name: 'Set New Password' }).click();
  await expect(form.getByRole('alert')).toHaveText('This password reset link is not valid. Please request a new one.');
  await expect(form.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/customer/account/forgotpassword',
  );
});

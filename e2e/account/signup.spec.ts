import { expect, test } from '@playwright/test';
import { register, uniqueEmail } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test('sign-up creates the account, signs in and shows the success page; the same email again goes to existing', async ({ page, context }) => {
  const email = uniqueEmail('signup');
  const fill = () => register(page, { email, password: 'a long registration passphrase' });
  await fill();
  await expect(page).toHaveURL(/\/customer\/account\/register\/success$/);
  await expect(page.locator('header').getByText('Welcome, Riley!')).toBeVisible();

  await context.clearCookies();
  await fill();
  await expect(page).toHaveURL(/\/customer\/account\/register\/existing$/);
  await expect(page.getByText('There is already an existing customer with the provided email.')).toBeVisible();
});

test('the sign-up form lists the job roles and practice types and checks its fields first', async ({ page }) => {
  await page.goto('/customer/account/register');
  const form = page.getByRole('form', { name: 'Create an account' });
  await expect(form.getByLabel('Job Role').getByRole('option', { name: 'Office Manager' })).toHaveCount(1);
  await expect(form.getByLabel('Practice Type').getByRole('option', { name: 'Pediatric Dentistry' })).toHaveCount(1);
  await form.getByRole('button', { name: 'Create an Account' }).click();
  await expect(form.getByText('Sorry, not all fields are filled out correctly.')).toBeVisible();
  await expect(form.getByText('First Name is required.')).toBeVisible();
  await expect(form.getByText('Practice Type is required.')).toBeVisible();
  await expect(form.getByLabel('Practice Type')).toHaveAttribute('aria-invalid', 'true');
});

test('a new customer changes the password: a wrong current one is refused, the new one signs in', async ({ page }) => {
  const email = uniqueEmail('password');
  await register(page, { email, password: 'first registration passphrase', firstName: 'Avery', lastName: 'Stone', jobRole: 'dentist' });
  await expect(page).toHaveURL(/\/register\/success$/);

  await page.goto('/customer/profile/edit');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current Password').fill('not the password at all');
  await form.getByLabel('New Password', { exact: true }).fill('second registration passphrase');
  await form.getByLabel('Confirm New Password').fill('second registration passphrase');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('The given current password does not match.')).toBeVisible();

  await form.getByLabel('Current Password').fill('first registration passphrase');
  await form.getByLabel('New Password', { exact: true }).fill('second registration passphrase');
  await form.getByLabel('Confirm New Password').fill('second registration passphrase');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('Your password has been changed.')).toBeVisible();
  // Still signed in after the change (the session was renewed with the new password).
  await page.goto('/customer/account');
  await expect(page).toHaveURL(/\/customer\/account$/);

  await page.locator('header').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/customer/account/login');
  const login = page.getByRole('form', { name: 'Sign in' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill('second registration passphrase');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/customer\/account$/);
});

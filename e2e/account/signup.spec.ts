import { expect, test } from '@playwright/test';
import {
  awaitMail,
  botProtectionReady,
  confirmationSubject,
  linkIn,
  loginForm,
  register,
  registerAndConfirm,
  shownWelcome,
  uniqueEmail,
} from './helpers';
import { mailsTo } from '../fakes/smtp-settings';

test.use({ viewport: { width: 1280, height: 900 } });

const password = 'a long registration passphrase';
const checkYourEmail = 'Please check your email: we have sent a message to the address you entered.';

test('sign-up mails a confirmation link; opening it and confirming signs the new customer in, once', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('signup');
  await register(page, { email, password });
  await expect(page).toHaveURL(/\/customer\/account\/register\/success$/);
  await expect(page.getByRole('status').filter({ hasText: checkYourEmail })).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeVisible();

  const link = linkIn(await awaitMail(email, confirmationSubject));
  expect(link.pathname).toBe('/customer/account/register/confirm');
  // Opening the link changes nothing; the button does.
  await page.goto(link.href);
  await expect(page.getByRole('heading', { name: 'Confirm Your Email' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and Sign In' }).click();
  await expect(page).toHaveURL(/\/customer\/account$/);
  await expect(shownWelcome(page, 'Welcome, Riley!')).toBeVisible();

  await context.clearCookies();
  await page.goto(link.href);
  const form = page.getByRole('form', { name: 'Confirm your email' });
  await form.getByRole('button', { name: 'Confirm and Sign In' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'This confirmation link has already been used or a newer one was sent. Sign in, or register again to get a new link.',
  );
  await expect(form.getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/customer/account/create');
});

test('the same email again gets the same page; its owner gets a note instead of a link', async ({ page, context }) => {
  const email = uniqueEmail('again');
  await registerAndConfirm(page, { email, password });

  await context.clearCookies();
  await register(page, { email, password: 'someone else trying a passphrase' });
  await expect(page).toHaveURL(/\/customer\/account\/register\/success$/);
  await expect(page.getByRole('status').filter({ hasText: checkYourEmail })).toBeVisible();

  const note = await awaitMail(email, 'You already have an account');
  expect(note.text).toContain('Someone, perhaps you, tried to create an account with this email address');
  await page.goto(linkIn(note).href);
  await expect(page.getByRole('heading', { name: 'Account Already Exists' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  // One confirmation link in all: the second registration sent none and changed nothing.
  expect((await mailsTo(email)).filter((mail) => mail.subject === confirmationSubject)).toHaveLength(1);
});

test('a registration not yet confirmed cannot sign in: it gets the answer of a wrong password', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  await register(page, { email, password });
  await expect(page).toHaveURL(/\/customer\/account\/register\/success$/);
  await awaitMail(email, confirmationSubject);

  await page.goto('/customer/account/login');
  await botProtectionReady(page);
  const form = loginForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByRole('alert')).toHaveText('The email or password you entered is incorrect. Please try again.');
  await expect(page).toHaveURL(/\/customer\/account\/login/);
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
  await registerAndConfirm(page, {
    email,
    password: 'first registration passphrase',
    firstName: 'Avery',
    lastName: 'Stone',
    jobRole: 'dentist',
  });

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

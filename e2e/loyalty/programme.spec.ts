import { expect, test } from '@playwright/test';
import { botProtectionReady, demoPassword, loginForm, signIn } from '../account/helpers';
import { loyaltyShoppers } from './loyalty-shoppers';
import { enrolmentForm, programmePath, rewardsPath, screenshotBothWidths } from './loyalty-steps';

/**
 * The public programme page (issue 19, spec §2 /asap-enrollment) as a visitor, the enrolled demo retail practice, the
 * contract customer and a practice whose buying group does not take part see it. Nothing here changes an office.
 */

test('a visitor reads what the programme gives and signs in back to it', async ({ page }, testInfo) => {
  await page.goto(programmePath);
  await expect(page.getByRole('heading', { level: 1, name: 'ASAP Rewards' })).toBeVisible();
  const categories = page.getByTestId('programme-categories');
  await expect(categories.getByRole('row', { name: /Consumables.*4%/ })).toBeVisible();
  await expect(categories.getByRole('row', { name: /Equipment.*1%/ })).toBeVisible();
  const tiers = page.getByTestId('programme-tiers');
  await expect(tiers.getByRole('row', { name: /Silver.*\$10,000.*\+1 point/ })).toBeVisible();
  await expect(tiers.getByRole('row', { name: /Gold.*\$25,000.*\+2 points/ })).toBeVisible();
  await expect(page.getByTestId('programme-example')).toContainText('$1,000 of gloves at Silver saves $50');
  const rules = page.getByRole('region', { name: 'Rules' });
  await expect(rules).toContainText('not on a pricing contract');
  await expect(rules).toContainText('controlled');
  await expect(rules).toContainText('never stack');
  await expect(rules).toContainText('disclose');
  // No form for a visitor: enrolment is an office's.
  await expect(enrolmentForm(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create an account' }).last()).toHaveAttribute(
    'href',
    '/customer/account/create',
  );
  await screenshotBothWidths(page, testInfo, 'asap-enrollment-visitor');

  const panel = page.getByTestId('asap-visitor');
  await panel.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/customer\/account\/login\?redirect=%2Fasap-enrollment$/);
  await botProtectionReady(page);
  await loginForm(page).getByLabel('Email').fill('demo-retail@example.com');
  await loginForm(page).getByLabel('Password').fill(demoPassword);
  await loginForm(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/asap-enrollment$/);
  // The demo retail practice is enrolled: it is told so, with the way to its rewards.
  const enrolled = page.getByTestId('asap-enrolled');
  await expect(enrolled).toContainText('You are enrolled');
  await expect(enrolled.getByRole('link', { name: 'See your rewards' })).toHaveAttribute('href', rewardsPath);
  await expect(enrolmentForm(page)).toHaveCount(0);
});

test('the contract customer is told why the programme does not apply, without a form', async ({ page }, testInfo) => {
  await signIn(page, 'demo-customer@example.com', { redirect: programmePath });
  const notice = page.getByTestId('asap-ineligible');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('pricing contract');
  await expect(enrolmentForm(page)).toHaveCount(0);
  await screenshotBothWidths(page, testInfo, 'asap-enrollment-contract');

  await page.goto(rewardsPath);
  await expect(page.getByTestId('loyalty-status').filter({ visible: true })).toHaveText('Not enrolled');
  await expect(page.getByTestId('asap-ineligible').filter({ visible: true })).toContainText('pricing contract');
  await expect(page.getByRole('link', { name: 'Enrol now' })).toHaveCount(0);
});

test('a practice whose buying group does not take part is told so', async ({ page }) => {
  await signIn(page, loyaltyShoppers.buyingGroup.email, { redirect: programmePath });
  const notice = page.getByTestId('asap-ineligible');
  await expect(notice).toContainText('buying group');
  await expect(enrolmentForm(page)).toHaveCount(0);
});

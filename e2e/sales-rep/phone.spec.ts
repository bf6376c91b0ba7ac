import { expect, test } from '@playwright/test';
import { signIn } from '../account/helpers';
import { keepScreenshot } from '../screenshots';
import {
  actingForBanner,
  customerOptions,
  endSync,
  repBar,
  representative,
  syncWithKeyboard,
  typeSearch,
} from './rep-steps';

// Reads and syncs only: the demo retail customer's cart and orders are left alone.
const customer = 'demo-retail@example.com';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, the dashboard, the search results and the banner fit, and the sync ends', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signIn(page, representative);
  await expect(repBar(page)).toContainText('Not Synced');
  await expect(page.getByRole('heading', { name: 'Your customers' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'rep-dashboard-390');

  await page.goto('/customer/account/switchoffice');
  await typeSearch(page, 'Maple Str');
  await expect(customerOptions(page).filter({ hasText: customer }).first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'rep-switch-results-390');
  await syncWithKeyboard(page, customer);

  await expect(repBar(page).getByTestId('synced-email')).toHaveText(customer);
  await keepScreenshot(page, testInfo, 'rep-synced-390');
  // The banner stays in view as the page scrolls.
  await page.mouse.wheel(0, 1500);
  await expect(actingForBanner(page)).toBeInViewport();
  await endSync(page);
});

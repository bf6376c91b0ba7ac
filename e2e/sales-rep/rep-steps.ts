import { expect, type Page } from '@playwright/test';

export const representative = 'demo-rep@example.com';

/** The header's sales rep bar (spec §2) and the banner shown on every page while the representative acts for someone. */
export const repBar = (page: Page) => page.getByRole('region', { name: 'Sales representative' });
export const actingForBanner = (page: Page) => page.getByRole('region', { name: 'Acting for a customer' });

/** The Switch Customer search box (an ARIA combobox) and its options. */
export const customerSearch = (page: Page) => page.getByRole('combobox', { name: 'Find a customer' });
export const customerOptions = (page: Page) =>
  page.getByRole('listbox', { name: 'Customers found' }).getByRole('option');

/** Types into the emptied search box key by key, as a person does, and waits for the announced result count. */
export async function typeSearch(page: Page, text: string) {
  const box = customerSearch(page);
  await box.fill('');
  await box.pressSequentially(text, { delay: 30 });
  await expect(page.getByRole('status').filter({ hasText: /customers? found|No customers match/ })).toBeVisible();
}

/**
 * Moves the active option with the arrow keys to the one that names `text`, then presses Enter to sync: the
 * representative lands on the account page acting for that customer.
 */
export async function syncWithKeyboard(page: Page, text: string) {
  const options = customerOptions(page);
  const texts = await options.allInnerTexts();
  const index = texts.findIndex((option) => option.includes(text));
  expect(index, `an option naming ${text} among ${texts.length}`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= index; step += 1) await customerSearch(page).press('ArrowDown');
  await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
  await expect(customerSearch(page)).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(index).getAttribute('id'))!,
  );
  await customerSearch(page).press('Enter');
  await expect(page).toHaveURL(/\/customer\/account$/);
}

/** Ends the sync from the banner; the bar says 'Not Synced' again. */
export async function endSync(page: Page) {
  await actingForBanner(page).getByRole('button', { name: 'End sync' }).click();
  await expect(repBar(page)).toContainText('Not Synced');
  await expect(actingForBanner(page)).toHaveCount(0);
}

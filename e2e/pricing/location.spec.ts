import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../account/helpers';
import { CustomerApi, defaultShippingAccount, dollars, type ApiCustomer } from './pricing-api';

test.use({ viewport: { width: 1280, height: 900 } });
// Both tests change the demo customer's default address: one at a time.
test.describe.configure({ mode: 'default' });

const attentionText =
  'The selected address is not currently available for online ordering. Please contact customer service.';

function shippingAddresses(customer: ApiCustomer) {
  return customer.addresses.filter((address) => customer.shippingAddressIds.includes(address.id));
}

const isEligible = (address: ApiCustomer['addresses'][number]) =>
  Boolean(address.custom.fields.hs_shipping_account_number) && address.custom.fields.eligible_for_online_ordering;

async function openLocationModal(page: Page) {
  const opener = page.getByRole('banner').getByRole('button', { name: 'Change address' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Choose your shipping address' });
  await expect(dialog).toBeVisible();
  return { dialog, opener };
}

async function chooseAddress(page: Page, addressId: string) {
  const { dialog } = await openLocationModal(page);
  await dialog.locator(`input[type="radio"][value="${addressId}"]`).check();
  await dialog.getByRole('button', { name: 'Ship to this address' }).click();
  return dialog;
}

test('the header location modal changes the default address, and the page re-prices without a full reload', async ({
  page,
}) => {
  const api = await CustomerApi.signIn('demo-customer@example.com');
  const before = await api.me();
  const original = before.defaultShippingAddressId!;
  const other = shippingAddresses(before).find((address) => address.id !== original && isEligible(address))!;
  expect(other).toBeDefined();

  await signIn(page, 'demo-customer@example.com');
  await page.goto('/category/supplies');
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByTestId('unit-offer').first()).toBeVisible();
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  // The modal opens by click with the current default chosen; Esc closes it and focus goes back.
  const { dialog, opener } = await openLocationModal(page);
  await expect(dialog.locator(`input[type="radio"][value="${original}"]`)).toBeChecked();
  await expect(dialog.locator(`input[type="radio"][value="${original}"]`)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await chooseAddress(page, other.id);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('current-location')).toContainText(other.company ?? other.city!);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // The API now has the new default, and the page shows prices and stock for its shipping account.
  const after = await api.me();
  expect(after.defaultShippingAddressId).toBe(other.id);
  const account = defaultShippingAccount(after);
  expect(account).toBe(other.custom.fields.hs_shipping_account_number);
  const rows = page.getByTestId('unit-offer');
  const units = await rows.evaluateAll((elements) =>
    elements.map((element) => ({
      sku: element.getAttribute('data-sku')!,
      item_number: element.getAttribute('data-item-number')!,
      uom: element.getAttribute('data-uom')!,
    })),
  );
  const [prices, stock] = await Promise.all([
    api.prices(
      account,
      units.map((unit) => unit.sku),
    ),
    api.stock(account, units),
  ]);
  for (const [index, unit] of units.entries()) {
    const row = page.locator(`[data-testid="unit-offer"][data-sku="${unit.sku}"]`);
    await expect(row.getByTestId('best-price')).toHaveText(dollars(prices.get(unit.sku)!.bestPrice!));
    if (stock[index]) await expect(row.getByTestId('stock')).toHaveAttribute('data-stock-status', stock[index].status);
  }

  // And back, through the modal again.
  await chooseAddress(page, original);
  await expect(page.getByTestId('current-location')).not.toContainText(other.company ?? other.city!);
  expect((await api.me()).defaultShippingAddressId).toBe(original);
  await api.dispose();
});

test('an address not eligible for online ordering gets the Attention popup and stays not the default', async ({
  page,
}) => {
  const api = await CustomerApi.signIn('demo-customer@example.com');
  const customer = await api.me();
  const ineligible = shippingAddresses(customer).find((address) => !isEligible(address))!;
  expect(ineligible).toBeDefined();

  await signIn(page, 'demo-customer@example.com');
  await page.goto('/category/supplies');
  const current = await page.getByTestId('current-location').textContent();
  await chooseAddress(page, ineligible.id);
  const attention = page.getByRole('alertdialog', { name: 'Attention' });
  await expect(attention).toContainText(attentionText);
  await attention.getByRole('button', { name: 'OK' }).click();
  await expect(attention).toBeHidden();
  await expect(page.getByTestId('current-location')).toHaveText(current!);
  expect((await api.me()).defaultShippingAddressId).not.toBe(ineligible.id);
  await api.dispose();
});

import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { demoShoppers } from '@chairside/db/demo-shoppers';
import { signIn } from '../account/helpers';
import { attribute, nameOf, searchProducts, type ApiProduct } from '../catalogue/catalogue-api';
import { keepScreenshot } from '../screenshots';
import { shoppers } from '../shoppers';

/**
 * The shopping-list pages (issue 15): create, rename, delete with confirmation, import (pasted and CSV) with its
 * report, CSV round trip, add to the cart, and an office list a colleague sees read-only.
 */

/**
 * Two customers of one practice that no other browser test signs in as: chosen from the last demo practices, since
 * e2e/shoppers.ts hands out whole practices from the first.
 */
function listPractice() {
  const all = demoShoppers();
  const taken = new Set(Object.values(shoppers).map((shopper) => shopper.office.name));
  const offices = [...new Set(all.map((shopper) => shopper.office.name))].reverse();
  for (const office of offices) {
    const members = all.filter((shopper) => shopper.office.name === office && !shopper.office.checkoutDeclined);
    if (!taken.has(office) && members.length >= 2) return { owner: members[0]!, colleague: members[1]! };
  }
  throw new Error('No demo practice with two customers is left for the list pages test.');
}
const { owner, colleague } = listPractice();

const uniqueName = (what: string) => `E2E ${what} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const itemNumberOf = (product: ApiProduct) => String(attribute(product.masterVariant, 'hs_item_number'));

/** Plain (uncontrolled) products anyone may order. */
async function plainProducts(count: number): Promise<ApiProduct[]> {
  const { results } = await searchProducts([
    ['filter.query', 'variants.attributes.disposable:true'],
    ['sort', 'name.en-US asc'],
    ['limit', String(count)],
  ]);
  if (results.length < count) throw new Error(`The demo catalogue has fewer than ${count} disposable products.`);
  return results;
}

/** Creates a list from the lists page and waits for its own page. */
async function createList(page: Page, name: string) {
  await page.goto('/customer/account/favorites');
  await page.getByRole('textbox', { name: 'New list name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function pasteItems(page: Page, text: string) {
  await page.getByLabel('Or paste item numbers').fill(text);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
}

const lines = (page: Page) => page.getByTestId('list-line');
/**
 * A list's row on the lists page. The page streams in after its loading state, and for a moment a hidden copy of its
 * rows exists: only the visible row counts.
 */
const listRow = (page: Page, name: string) =>
  page.getByTestId('shopping-list').filter({ hasText: name, visible: true });

test('create, rename, validate the name and delete a list after confirming', async ({ page }) => {
  await signIn(page, owner.email);
  await page.goto('/customer/account/favorites');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please give the list a name.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New list name', exact: true }).fill('x'.repeat(256));
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'at most 255 characters' })).toBeVisible();

  const name = uniqueName('Rename');
  await createList(page, name);
  await page.getByRole('link', { name: '← All lists' }).click();
  const row = listRow(page, name);
  await expect(row).toContainText('0 items');

  const renamed = `${name} renamed`;
  await row.getByRole('button', { name: `Rename ${name}` }).click();
  await row.getByLabel(`New name for ${name}`).fill(renamed);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The list is now called ${renamed}.`)).toBeVisible();
  const renamedRow = listRow(page, renamed);

  // Escape closes the confirmation without deleting.
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete list' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(renamedRow).toBeVisible();

  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  await dialog.getByRole('button', { name: 'Delete list' }).click();
  await expect(page.getByText(`${renamed} successfully deleted.`)).toBeVisible();
  await expect(renamedRow).toHaveCount(0);
});

test('import reports unknown item numbers by line; CSV export imports back into another list', async ({
  page,
}, testInfo) => {
  const [first, second] = await plainProducts(2);
  await signIn(page, owner.email);
  const name = uniqueName('Import');
  await createList(page, name);

  await pasteItems(
    page,
    `${itemNumberOf(first!)}, 3\nNO-SUCH-ITEM-42\n${itemNumberOf(second!)}\n${itemNumberOf(second!)} 0`,
  );
  await expect(page.getByText(`2 lines successfully added to ${name}!`)).toBeVisible();
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('Line 2 (NO-SUCH-ITEM-42): Item NO-SUCH-ITEM-42 was not found.');
  await expect(report).toContainText('Line 4');
  await expect(lines(page)).toHaveCount(2);
  await expect(
    lines(page)
      .filter({ hasText: nameOf(first!) })
      .getByLabel(/^Quantity of/),
  ).toHaveValue('3');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export to CSV' }).click();
  const download = await downloading;
  const csvPath = testInfo.outputPath('export.csv');
  await download.saveAs(csvPath);
  const csv = await readFile(csvPath, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFF"item_number","uom","quantity","sku","name","note"');
  expect(csv).toContain(`"${itemNumberOf(first!)}"`);

  const copy = uniqueName('Copy');
  await createList(page, copy);
  // A file that is not our CSV is refused with the reason.
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from('code,amount\nX,1\n') });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-report')).toContainText('The first line must name the columns');

  await page.getByLabel('CSV file').setInputFiles(csvPath);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(`2 lines successfully added to ${copy}!`)).toBeVisible();
  await expect(lines(page)).toHaveCount(2);
  await expect(
    lines(page)
      .filter({ hasText: nameOf(first!) })
      .getByLabel(/^Quantity of/),
  ).toHaveValue('3');
  await expect(
    lines(page)
      .filter({ hasText: nameOf(second!) })
      .getByLabel(/^Quantity of/),
  ).toHaveValue('1');
});

test('add selected lines, then all lines, to the cart in one go', async ({ page }, testInfo) => {
  const products = await plainProducts(3);
  await signIn(page, owner.email);
  const name = uniqueName('Cart');
  await createList(page, name);
  await pasteItems(page, products.map((product) => `${itemNumberOf(product)}, 2`).join('\n'));
  await expect(page.getByText(`3 lines successfully added to ${name}!`)).toBeVisible();
  await expect(lines(page)).toHaveCount(3);
  await expect(lines(page).first().getByTestId('best-price')).toBeVisible();

  await page.getByLabel(`Select ${nameOf(products[1]!)}`, { exact: false }).check();
  await page.getByRole('button', { name: 'Add selected to cart (1)' }).click();
  await expect(page.getByText('1 item successfully added to your cart!')).toBeVisible();

  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByText('3 items successfully added to your cart!')).toBeVisible();

  await page.goto('/checkout/cart');
  for (const product of products) await expect(page.getByText(nameOf(product)).first()).toBeVisible();

  await page.goto('/customer/account/favorites');
  await keepScreenshot(page, testInfo, 'lists-overview-1280');
  await page.getByRole('link', { name }).click();
  await expect(lines(page)).toHaveCount(3);
  await keepScreenshot(page, testInfo, 'list-detail-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(lines(page)).toHaveCount(3);
  await keepScreenshot(page, testInfo, 'list-detail-390');
});

test('reorder by keyboard, sort and filter through the URL', async ({ page }) => {
  const products = await plainProducts(3);
  await signIn(page, owner.email);
  const name = uniqueName('Order');
  await createList(page, name);
  await pasteItems(page, products.map(itemNumberOf).join('\n'));
  await expect(lines(page)).toHaveCount(3);
  const firstName = nameOf(products[0]!);
  await page.getByRole('button', { name: `Move ${firstName} down` }).click();
  await expect(lines(page).nth(1)).toContainText(firstName);

  await page.getByRole('searchbox', { name: 'Filter' }).fill(itemNumberOf(products[2]!));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page)).toContainText(nameOf(products[2]!));
});

test('a list shared with the office is read-only for a colleague, who can still order and export it', async ({
  page,
  browser,
}, testInfo) => {
  const [product] = await plainProducts(1);
  await signIn(page, owner.email);
  const name = uniqueName('Office');
  await createList(page, name);
  await pasteItems(page, `${itemNumberOf(product!)}, 4`);
  await expect(lines(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Share with office ${name}` }).click();
  await expect(page.getByText(`${name} is now shared with your office.`)).toBeVisible();

  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const colleaguePage = await other.newPage();
  await signIn(colleaguePage, colleague.email);
  await colleaguePage.goto('/customer/account/favorites');
  const row = listRow(colleaguePage, name);
  await expect(row).toContainText('View only');
  await keepScreenshot(colleaguePage, testInfo, 'lists-overview-390');
  await row.getByRole('link', { name }).click();
  await expect(colleaguePage.getByText(/Shared by /)).toBeVisible();
  await expect(lines(colleaguePage)).toHaveCount(1);
  await expect(lines(colleaguePage)).toContainText('4');
  await expect(colleaguePage.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(colleaguePage.getByLabel(/^Quantity of/)).toHaveCount(0);
  await expect(colleaguePage.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await expect(colleaguePage.getByRole('link', { name: 'Export to CSV' })).toBeVisible();
  await colleaguePage.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(colleaguePage.getByText('1 item successfully added to your cart!')).toBeVisible();
  await other.close();

  // Stop sharing: the colleague no longer sees it.
  await page.getByRole('button', { name: `Stop sharing ${name}` }).click();
  await expect(page.getByText(`${name} is no longer shared with your office.`)).toBeVisible();
});

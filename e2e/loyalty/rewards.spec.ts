import { expect, test } from '@playwright/test';
import { signIn } from '../account/helpers';
import { download, rewardsPath, screenshotBothWidths } from './loyalty-steps';

/**
 * The rewards dashboard (issue 19, spec §2 /customer/account/thrive) of the demo retail practice, enrolled with a
 * year of history in the demo data. Read only: no test here unenrols it.
 */
const retail = 'demo-retail@example.com';

test('the rewards page needs a login', async ({ page }) => {
  await page.goto(rewardsPath);
  await expect(page).toHaveURL(/\/customer\/account\/login\?redirect=%2Fcustomer%2Faccount%2Fthrive$/);
});

test('the account links to the rewards page', async ({ page }) => {
  await signIn(page, retail);
  await page.goto('/customer/account');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'ASAP rewards' }).click();
  await expect(page).toHaveURL(/\/customer\/account\/thrive$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ASAP rewards' })).toBeVisible();
});

test('an enrolled practice sees its tier, progress, savings, orders and statements', async ({ page }, testInfo) => {
  await signIn(page, retail, { redirect: rewardsPath });
  await expect(page.getByTestId('loyalty-status').filter({ visible: true })).toHaveText(/^Enrolled since /);
  const tier = (await page.getByTestId('loyalty-tier-name').filter({ visible: true }).textContent())!.trim();
  expect(['Member', 'Silver', 'Gold']).toContain(tier);

  const progress = page.getByRole('progressbar');
  const [now, min, max] = await Promise.all(
    ['aria-valuenow', 'aria-valuemin', 'aria-valuemax'].map(async (name) => Number(await progress.getAttribute(name))),
  );
  expect(now).toBeGreaterThanOrEqual(min!);
  expect(now).toBeLessThanOrEqual(max!);
  await expect(progress).toHaveAttribute('aria-valuetext', /\$[\d,]+\.\d\d/);
  await expect(page.getByTestId('loyalty-spend').filter({ visible: true })).toContainText('$');
  if (tier !== 'Gold') await expect(page.getByTestId('loyalty-to-next').filter({ visible: true })).toContainText('$');

  // A year of history saved something, and this tier's percentages are the programme's plus its points.
  await expect(page.getByTestId('loyalty-savings-total').filter({ visible: true })).not.toHaveText('$0.00');
  await expect(page.getByTestId('loyalty-percents').getByRole('row', { name: /Consumables/ })).toBeVisible();
  const order = page.getByTestId('loyalty-order').filter({ visible: true }).first();
  await expect(order.getByTestId('loyalty-order-saving')).toContainText('$');
  await screenshotBothWidths(page, testInfo, 'asap-rewards');

  // An annual statement as CSV (for the practice's cost report) and as PDF.
  const statement = page.getByTestId('loyalty-statement').filter({ visible: true }).first();
  const csv = await download(page, (await statement.getByTestId('statement-csv').getAttribute('href'))!);
  expect(csv.headers['content-type']).toContain('text/csv');
  expect(csv.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
  expect(csv.headers['cache-control']).toContain('no-store');
  // The statement's period, then every discounted line under the column headers.
  const lines = csv.body.toString('utf8').split(/\r?\n/);
  const label = (await statement.locator('span').first().textContent())!.trim();
  expect(lines).toContainEqual(expect.stringContaining(label));
  const headers = lines.findIndex((line) => line.startsWith('Invoice number,'));
  expect(headers).toBeGreaterThan(0);
  expect(lines[headers]).toContain('Loyalty %');
  expect(lines[headers + 1]).toMatch(/^IN/);
  const pdf = await download(page, (await statement.getByTestId('statement-pdf').getAttribute('href'))!);
  expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('loyalty orders and their invoices show the discount on each line', async ({ page }) => {
  await signIn(page, retail, { redirect: rewardsPath });
  const orders = page.getByTestId('loyalty-order').filter({ visible: true });
  await expect(orders.first()).toBeVisible();
  const hrefs = await orders
    .getByRole('link', { name: /^Order / })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  // The newest orders may not be invoiced yet (they invoice when they ship): the first one that is.
  let invoiced = false;
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
    await expect(page.getByTestId('order-line-loyalty').filter({ visible: true }).first()).toContainText(
      /^ASAP loyalty: .+% off/,
    );
    await expect(page.getByTestId('order-loyalty-saving').filter({ visible: true })).toContainText('$');
    const invoice = page.getByTestId('order-invoice').filter({ visible: true });
    if ((await invoice.count()) === 0) continue;
    await invoice.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Invoice / })).toBeVisible();
    await expect(page.getByTestId('invoice-line-loyalty').filter({ visible: true }).first()).toContainText(
      /^ASAP loyalty: .+% off, −\$[\d.,]+ each, −\$[\d.,]+ in all$/,
    );
    await expect(page.getByTestId('invoice-loyalty-saving').filter({ visible: true })).toContainText('$');
    invoiced = true;
    break;
  }
  expect(invoiced, 'one of the loyalty orders has been invoiced').toBe(true);
});

test('a statement period or format that cannot exist is not found', async ({ page }) => {
  await signIn(page, retail);
  expect((await page.request.get(`${rewardsPath}/statements/2026-Q5/csv`)).status()).toBe(404);
  expect((await page.request.get(`${rewardsPath}/statements/2026/xlsx`)).status()).toBe(404);
});

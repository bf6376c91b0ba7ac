import { messages } from '@chairside/domain';
import { expect, test } from '@playwright/test';
import { signIn } from '../account/helpers';
import { keepScreenshot } from '../screenshots';
import { downloadPdf, invoiceFacts, invoiceRows, openFirstInvoice } from './invoice-steps';

/**
 * The invoice pages a customer reads (issue 17), as the demo retail practice (card orders, invoiced when shipped):
 * the list and its filters, an invoice with its PDF, the monthly statement PDF, the order link both ways, and the 404
 * of another office's invoice. Nothing here pays, so it runs beside the payment tests (which use the contract
 * customer's office).
 */
const retail = 'demo-retail@example.com';

test('the invoice pages need a login', async ({ page }) => {
  await page.goto('/customer/account/invoices');
  await expect(page).toHaveURL(/\/customer\/account\/login\?redirect=%2Fcustomer%2Faccount%2Finvoices$/);
  // The multiple payment page carries no auth marker in spec §2; it still asks for a customer.
  await page.goto('/customer/account/invoices/payment/multiple?ids=a,b');
  await expect(page).toHaveURL(/\/customer\/account\/(login|session)\?redirect=/);
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the list filters by status, number and date, in the URL', async ({ page }, testInfo) => {
    await signIn(page, retail, { redirect: '/customer/account/invoices' });
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.getByTestId('open-balance').filter({ visible: true })).toContainText('$');
    await expect(invoiceRows(page).first()).toBeVisible();
    const all = await invoiceRows(page).count();
    await keepScreenshot(page, testInfo, 'invoices-list-desktop');

    const filters = page.getByRole('search', { name: 'Filter invoices' });
    await filters.getByRole('checkbox', { name: 'Paid', exact: true }).check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]status=Paid(&|$)/);
    await expect(invoiceRows(page).first()).toBeVisible();
    for (const status of await invoiceRows(page).getByTestId('invoice-status').allTextContents())
      expect(status).toBe('Paid');
    // A paid invoice has nothing to tick for payment.
    await expect(invoiceRows(page).getByRole('checkbox')).toHaveCount(0);

    const number = (await invoiceRows(page).first().getByRole('link', { name: /^IN/ }).textContent())!.trim();
    await page.goto('/customer/account/invoices');
    await filters.getByLabel('Invoice, order or PO number').fill(number);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${number}(&|$)`));
    await expect(invoiceRows(page)).toHaveCount(1);
    await expect(invoiceRows(page).first()).toContainText(number);

    await page.goto('/customer/account/invoices?from=2099-01-01&to=2099-12-31');
    await expect(page.getByText('No invoices match these filters.').filter({ visible: true })).toBeVisible();
    await expect(filters.getByLabel('Issued from')).toHaveValue('2099-01-01');
    await filters.getByRole('link', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/customer\/account\/invoices$/);
    await expect(invoiceRows(page)).toHaveCount(all);
  });

  test("an invoice's PDF and the month's statement show the page's totals", async ({ page }, testInfo) => {
    await signIn(page, retail, { redirect: '/customer/account/invoices' });
    const openBalance = (await page.getByTestId('open-balance').filter({ visible: true }).textContent())!.trim();
    const statementLink = page.getByTestId('statement-link').filter({ visible: true }).first();
    const statement = await downloadPdf(page, (await statementLink.getAttribute('href'))!);
    // The current month's statement closes at what is owed now: the summary's open balance.
    expect(statement.text).toContain('Closing balance');
    expect(statement.text).toContain(openBalance);

    const number = await openFirstInvoice(page, '');
    const facts = await invoiceFacts(page);
    await keepScreenshot(page, testInfo, 'invoices-detail-desktop');
    const invoice = await downloadPdf(
      page,
      (await page.getByTestId('invoice-pdf').filter({ visible: true }).getAttribute('href'))!,
    );
    expect(invoice.headers['content-type']).toContain('application/pdf');
    expect(invoice.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(invoice.headers['cache-control']).toContain('no-store');
    expect(invoice.text).toContain(number);
    expect(invoice.text).toContain(facts.total);
  });

  test('an invoice links to its order and the order back to its invoice', async ({ page }) => {
    await signIn(page, retail);
    const number = await openFirstInvoice(page, '?status=Paid');
    const orderLink = page.getByRole('link', { name: /^Order CS/ });
    await orderLink.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order CS/ })).toBeVisible();
    await page.getByTestId('order-invoice').filter({ visible: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  });

  test("another office's invoice is not found", async ({ page, browser }) => {
    const other = await browser.newPage();
    await signIn(other, 'demo-customer@example.com', { redirect: '/customer/account/invoices' });
    const href = (await invoiceRows(other).first().getByRole('link', { name: /^IN/ }).getAttribute('href'))!;
    await other.close();

    await signIn(page, retail);
    // The page streams in after its loading state (already a 200), so the 404 is the page's, not the status.
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: messages.pageNotFoundTitle })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^Invoice IN/ })).toHaveCount(0);
    expect((await page.request.get(`${href}/pdf`)).status()).toBe(404);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list and an invoice fit a phone', async ({ page }, testInfo) => {
    await signIn(page, retail, { redirect: '/customer/account/invoices' });
    await expect(invoiceRows(page).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await keepScreenshot(page, testInfo, 'invoices-list-phone');
    await openFirstInvoice(page, '');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, testInfo, 'invoices-detail-phone');
  });
});

import { expect, type Page } from '@playwright/test';
import { pdfText } from '../../apps/api/src/modules/invoices/pdf/pdf-text.test-fixture';

/**
 * The invoice list's rows as shown. The page streams in after its loading state, and for a moment a hidden copy of
 * its rows exists: only the visible rows count.
 */
export const invoiceRows = (page: Page) => page.getByTestId('invoice-row').filter({ visible: true });

/** "$1,234.56" to cents. */
export const centsOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

/** The invoice page's facts a test compares before and after a payment. */
export async function invoiceFacts(page: Page) {
  return {
    balance: centsOf(await page.getByTestId('invoice-balance-due').filter({ visible: true }).textContent()),
    total: (await page.getByTestId('invoice-total').filter({ visible: true }).textContent())!.trim(),
    status: (await page.getByTestId('invoice-status').filter({ visible: true }).textContent())!.trim(),
  };
}

/** Opens the first invoice of the list at `query` and waits for its page; its number. */
export async function openFirstInvoice(page: Page, query: string): Promise<string> {
  await page.goto(`/customer/account/invoices${query}`);
  const row = invoiceRows(page).first();
  await expect(row).toBeVisible();
  const link = row.getByRole('link', { name: /^IN/ });
  const number = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  return number;
}

/**
 * A PDF download as the page's link serves it, through the signed-in browser's cookies: its headers and the text it
 * shows (pdfkit's deflated page streams read back, as the API's own PDF tests do).
 */
export async function downloadPdf(page: Page, href: string) {
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { headers: response.headers(), text: pdfText(body).join('\n') };
}

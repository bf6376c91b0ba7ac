import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../account/helpers';
import { typeCard } from '../payments/card-fields';
import { keepScreenshot } from '../screenshots';
import { centsOf, invoiceFacts, invoiceRows, openFirstInvoice } from './invoice-steps';

/**
 * Paying invoices (issue 17) as the contract customer, whose Net 30 office owes open, partly paid and overdue
 * invoices: part of one with a saved card, several with one charge on a new card, and amounts refused before anything
 * is charged. One after another: each changes the balances the next one reads.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 900 } });

const customer = 'demo-customer@example.com';
const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const payForm = (page: Page) => page.getByRole('form', { name: 'Pay invoices' });

test('part of an invoice is paid with a saved card: the receipt, then the new balance and status', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signIn(page, customer, { redirect: '/customer/account/payments/new' });
  await typeCard(page, '4111111111111111', '12/30', '123');
  await page.getByRole('form', { name: 'Add a card' }).getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByText('Your card has been saved.').filter({ visible: true })).toBeVisible();

  // The largest open invoice (not yet due), so $10.00 is part of it.
  const number = await openFirstInvoice(page, '?status=Open&sort=balance+desc');
  const before = await invoiceFacts(page);
  expect(before.status).toBe('Open');
  await page.getByRole('link', { name: 'Pay invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pay invoice ${number}` })).toBeVisible();
  const form = payForm(page);
  await expect(form.getByRole('radio', { name: /^Full balance/ })).toBeChecked();
  // The saved card is chosen first.
  await expect(form.getByRole('radio', { name: /ending in 1111/ })).toBeChecked();
  await form.getByRole('radio', { name: 'Another amount' }).check();
  await form.getByLabel('Amount to pay').fill('10.00');
  await expect(page.getByTestId('payment-total').filter({ visible: true })).toHaveText('Total to pay: $10.00');
  await keepScreenshot(page, testInfo, 'invoices-payment-desktop');
  await form.getByRole('button', { name: 'Pay $10.00' }).click();

  const receipt = page.getByTestId('payment-receipt').filter({ visible: true });
  await expect(receipt.getByRole('heading', { name: 'Payment received' })).toBeFocused();
  await expect(page.getByTestId('receipt-amount').filter({ visible: true })).toHaveText('$10.00');
  await expect(page.getByTestId('receipt-number').filter({ visible: true })).not.toBeEmpty();
  await expect(receipt).toContainText('Visa •••• 1111');
  const line = receipt.getByTestId('receipt-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(number);
  await expect(line).toContainText(money(before.balance - 1000));
  await expect(
    page.getByText('Thank you! Your payment of $10.00 was received.').filter({ visible: true }),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'invoices-receipt-desktop');

  await line.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByTestId('invoice-balance-due').filter({ visible: true })).toHaveText(
    money(before.balance - 1000),
  );
  await expect(page.getByTestId('invoice-status').filter({ visible: true })).toHaveText('Partially paid');
  await expect(page.getByTestId('invoice-payments').filter({ visible: true })).toContainText('$10.00');
});

test('several invoices are paid with one charge on a new card; the receipt lists each', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await signIn(page, customer, { redirect: '/customer/account/invoices?status=Overdue,PartiallyPaid,Open' });
  const ticks = invoiceRows(page).getByRole('checkbox', { name: /^Select invoice/ });
  await expect(ticks.first()).toBeVisible();
  expect(await ticks.count()).toBeGreaterThanOrEqual(2);
  const numbers = [];
  for (const index of [0, 1]) {
    const tick = ticks.nth(index);
    numbers.push((await tick.getAttribute('aria-label'))!.replace('Select invoice ', ''));
    await tick.check();
  }
  await expect(page.getByTestId('selection-total').filter({ visible: true })).toContainText('2 selected');
  await page.getByRole('link', { name: 'Pay selected' }).click();
  await expect(page).toHaveURL(/\/customer\/account\/invoices\/payment\/multiple\?ids=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay invoices' })).toBeVisible();

  const form = payForm(page);
  const first = form.getByLabel(`Amount for invoice ${numbers[0]}`);
  const second = form.getByLabel(`Amount for invoice ${numbers[1]}`);
  // Each amount starts at its full balance; the first is paid in part.
  const secondFull = centsOf(await second.inputValue());
  expect(centsOf(await first.inputValue())).toBeGreaterThan(500);
  await first.fill('5.00');
  await expect(page.getByTestId('payment-total').filter({ visible: true })).toHaveText(
    `Total to pay: ${money(500 + secondFull)}`,
  );
  await form.getByRole('radio', { name: 'A new card' }).check();
  await typeCard(page, '5555555555554444', '11/29', '321');
  await keepScreenshot(page, testInfo, 'invoices-payment-multiple-desktop');
  await form.getByRole('button', { name: `Pay ${money(500 + secondFull)}` }).click();

  const receipt = page.getByTestId('payment-receipt').filter({ visible: true });
  await expect(receipt.getByRole('heading', { name: 'Payment received' })).toBeFocused();
  await expect(page.getByTestId('receipt-amount').filter({ visible: true })).toHaveText(money(500 + secondFull));
  await expect(receipt).toContainText('•••• 4444');
  const lines = receipt.getByTestId('receipt-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: numbers[0]! })).toContainText('$5.00');
  const paidInFull = lines.filter({ hasText: numbers[1]! });
  await expect(paidInFull).toContainText('$0.00');
  await expect(paidInFull.getByTestId('invoice-status')).toHaveText('Paid');
});

test('an amount above the balance, of 0 or of a fraction of a cent is refused and nothing is paid', async ({
  page,
}) => {
  await signIn(page, customer);
  const number = await openFirstInvoice(page, '?status=Overdue,PartiallyPaid,Open');
  const before = await invoiceFacts(page);
  const payments = await page.getByTestId('invoice-payments').filter({ visible: true }).locator('li').count();
  await page.getByRole('link', { name: 'Pay invoice' }).click();
  const form = payForm(page);
  await form.getByRole('radio', { name: 'Another amount' }).check();
  const amount = form.getByLabel('Amount to pay');

  await amount.fill(((before.balance + 1) / 100).toFixed(2));
  await form.getByRole('button', { name: /^Pay( |$)/ }).click();
  await expect(page.getByTestId('payment-error').filter({ visible: true })).toBeFocused();
  await expect(page.getByTestId('payment-error').filter({ visible: true })).toHaveText(
    'Sorry, not all fields are filled out correctly.',
  );
  await expect(form).toContainText(`The most you can pay on invoice ${number} is ${money(before.balance)}.`);
  await expect(amount).toHaveAttribute('aria-invalid', 'true');

  for (const text of ['0', '1.005', '-5']) {
    await amount.fill(text);
    await form.getByRole('button', { name: /^Pay( |$)/ }).click();
    await expect(form).toContainText(`Enter an amount in whole cents above $0.00 for invoice ${number}.`);
  }
  await expect(page.getByTestId('payment-receipt').filter({ visible: true })).toHaveCount(0);

  await page.goto(page.url().replace('/payment/', '/'));
  await expect(page.getByTestId('invoice-balance-due').filter({ visible: true })).toHaveText(money(before.balance));
  expect(await page.getByTestId('invoice-payments').filter({ visible: true }).locator('li').count()).toBe(payments);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the payment page fits a phone', async ({ page }, testInfo) => {
    await signIn(page, customer);
    await openFirstInvoice(page, '?status=Overdue,PartiallyPaid,Open');
    await page.getByRole('link', { name: 'Pay invoice' }).click();
    await expect(payForm(page)).toBeVisible();
    await payForm(page).getByRole('radio', { name: 'Another amount' }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, testInfo, 'invoices-payment-phone');
  });
});

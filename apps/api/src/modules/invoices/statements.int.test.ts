import { invoiceRepository } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { accountSummary, addDays, todayIn } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { invoiceFixture } from './invoices.test-fixture';
import { pdfText } from './pdf/pdf-text.test-fixture';

const timeZone = 'America/New_York';
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

describe.each(testDatabaseTargets())('statements and the account summary ($name)', (target) => {
  let api: TestApi;
  let headers: Record<string, string>;
  let officeId: string;
  let invoices: ReturnType<typeof invoiceFixture>;
  let customers: ReturnType<typeof customerFixture>;

  beforeAll(async () => {
    api = await startTestApi(target);
    customers = customerFixture(api.db);
    invoices = invoiceFixture(api.db);
    const office = await customers.office('Harbor Dental', []);
    officeId = office.id;
    const customer = await customers.customer({ officeIds: [office.id] });
    headers = (await signIn(api.db, customer.id)).headers;

    // Owed from 2024: $500.00. January 2025: an invoice, a void one, a credit and a payment that settled at
    // 22:00 on Jan 31 in New York (03:00 UTC on Feb 1).
    const december = await invoices.invoice(office.id, { issuedOn: '2024-12-10', lines: [50_000] });
    const january = await invoices.invoice(office.id, { issuedOn: '2025-01-20', lines: [30_000, 2_550] });
    await invoices.invoice(office.id, { issuedOn: '2025-01-05', lines: [99_900], void: 'Duplicate order' });
    await invoices.credit(january, 2_550, '2025-01-22', 'Short shipped');
    await invoices.payment(
      [
        { invoice: december, amount: 50_000 },
        { invoice: january, amount: 10_000 },
      ],
      { finishedAt: new Date('2025-02-01T03:00:00Z') },
    );
    await invoices.payment([{ invoice: january, amount: 5_000 }], { finishedAt: new Date('2025-02-10T15:00:00Z') });
    // Neither a pending nor a failed payment is on a statement.
    await invoices.payment([{ invoice: january, amount: 1_000 }], {
      finishedAt: new Date('2025-01-25T15:00:00Z'),
      state: 'Failed',
    });
  });
  afterAll(() => api.close());

  const statement = (month: string) =>
    fetch(`${api.baseUrl}/mw/statements/${month}/pdf`, { headers: { authorization: headers.authorization! } });

  /** The five amounts at the top of the statement, from opening to closing balance. */
  async function glance(month: string) {
    const response = await statement(month);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Statement-${month}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const runs = pdfText(pdf);
    const after = (label: string) => cents(runs[runs.indexOf(label) + 1]!);
    return {
      runs,
      opening: after('OPENING BALANCE'),
      invoiced: after('INVOICED'),
      paid: 0 - after('PAYMENTS'),
      credited: 0 - after('CREDITS'),
      closing: after('CLOSING BALANCE'),
    };
  }

  it("states a month's opening balance, activity and closing balance, dating payments in the distributor's zone", async () => {
    const january = await glance('2025-01');
    expect(january).toMatchObject({ opening: 50_000, invoiced: 32_550, paid: 60_000, credited: 2_550 });
    expect(january.closing).toBe(january.opening + january.invoiced - january.paid - january.credited);
    expect(january.closing).toBe(20_000);
    const text = january.runs.join(' ');
    expect(text).toContain('Jan 31, 2025');
    expect(text).toContain('Short shipped');
    // The void invoice is left out.
    expect(text).not.toContain('$999.00');

    const february = await glance('2025-02');
    expect(february).toMatchObject({ opening: 20_000, invoiced: 0, paid: 5_000, credited: 0, closing: 15_000 });
  });

  it('gives a month without activity its opening balance as closing balance', async () => {
    const june = await glance('2025-06');
    expect(june).toMatchObject({ opening: 15_000, invoiced: 0, paid: 0, credited: 0, closing: 15_000 });
    expect(june.runs).toContain('No invoices, payments or credits this month.');
    // Aging on Jun 30: the January invoice is over 90 days old.
    expect(june.runs.join(' ')).toContain('Over 90 days');
  });

  it('refuses a month that has not begun, and a malformed month, with 400', async () => {
    const next = addDays(`${todayIn(timeZone, new Date()).slice(0, 7)}-28`, 7).slice(0, 7);
    const future = await statement(next);
    expect(future.status).toBe(400);
    expect((await readError(future)).message).toContain(`There is no statement for ${next} yet`);
    for (const month of ['2025-13', '202501', '2025-1', 'latest']) {
      const response = await statement(month);
      expect(response.status, month).toBe(400);
      expect((await readError(response)).errors[0]!.code).toBe('InvalidInput');
    }
    // The current month has begun: what happened so far.
    expect((await statement(todayIn(timeZone, new Date()).slice(0, 7))).status).toBe(200);
  });

  it('dates a settled payment by its calendar day in the given time zone', async () => {
    const repository = invoiceRepository(api.db);
    const inNewYork = await repository.statementInputs(officeId, '2025-01-31', timeZone);
    expect(inNewYork.payments).toEqual([
      {
        reference: expect.stringMatching(/^RC\d+$/),
        on: '2025-01-31',
        allocations: [
          { invoiceNumber: expect.any(String), amount: 50_000 },
          { invoiceNumber: expect.any(String), amount: 10_000 },
        ],
      },
    ]);
    expect(inNewYork.invoices.map((invoice) => invoice.total)).toEqual([50_000, 32_550]);
    // In UTC the same payment settled on Feb 1: not in January.
    expect((await repository.statementInputs(officeId, '2025-01-31', 'UTC')).payments).toEqual([]);
  });

  it("sums the account summary in SQL exactly as the domain's accountSummary does, at every aging edge", async () => {
    const office = await customers.office('Edge Dental', []);
    const today = '2026-03-15';
    const ages = [0, 1, 29, 30, 31, 59, 60, 61, 89, 90, 91, 200];
    const rows = [];
    for (const [index, age] of ages.entries()) {
      const issuedOn = addDays(today, -age);
      // Net 15, 30 and 60 terms: due before, on and after today.
      const row = await invoices.invoice(office.id, {
        issuedOn,
        termsDays: [15, 30, 60][index % 3]!,
        lines: [10_000 + index * 101],
      });
      if (index % 4 === 1) await invoices.payment([{ invoice: row, amount: 3_333 }], { finishedAt: new Date() });
      if (index % 5 === 2) await invoices.credit(row, 1_111, today);
      rows.push(row);
    }
    // Paid in full, void and held by a pending payment: only the first two drop out.
    await invoices.payment([{ invoice: rows[3]!, amount: 10_000 + 3 * 101 }], { finishedAt: new Date() });
    await invoices.invoice(office.id, { issuedOn: addDays(today, -40), void: 'Wrong office' });
    await invoices.payment([{ invoice: rows[4]!, amount: 500 }], { finishedAt: new Date(), state: 'Pending' });

    const repository = invoiceRepository(api.db);
    const { rows: listed } = await repository.listForOffice(office.id, {
      today,
      sort: { field: 'issuedOn', direction: 'asc' },
      limit: 100,
      offset: 0,
    });
    const owed = listed
      .filter((invoice) => invoice.status === 'Open' || invoice.status === 'PartiallyPaid')
      .map((invoice) => ({ issuedOn: invoice.issuedOn, dueOn: invoice.dueOn, balance: invoice.balance }));
    const expected = accountSummary(owed, today);
    expect(expected.openCount).toBe(ages.length - 1);
    expect(expected.overdueCount).toBeGreaterThan(0);
    expect(await repository.summaryForOffice(office.id, today)).toEqual(expected);
  });
});

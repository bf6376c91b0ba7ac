import { testDatabaseTargets } from '@chairside/db/testing';
import { todayIn } from '@chairside/domain';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../../test/customer-fixture';
import { readError, startTestApi, type TestApi } from '../../../../test/test-api';
import { pdfText } from '../../invoices/pdf/pdf-text.test-fixture';
import { discountedInvoiceFixture } from './discounted-invoices.test-fixture';

/** The API's default distributor time zone: whether a period has begun is decided there. */
const thisYear = () => Number(todayIn('America/New_York', new Date()).slice(0, 4));

describe.each(testDatabaseTargets())('ASAP discount statements ($name)', (target) => {
  let api: TestApi;
  let headers: Record<string, string>;
  let branchHeaders: Record<string, string>;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    api = await startTestApi(target);
    const customers = customerFixture(api.db);
    const invoices = discountedInvoiceFixture(api.db);
    const office = await customers.office('Maple Street Family Dentistry', []);
    const branch = await customers.office('Maple Street North', []);
    const stranger = await customers.office('Elsewhere Dental', []);
    const customer = await customers.customer({ officeIds: [office.id, branch.id] });
    headers = (await signIn(api.db, customer.id, { activeBusinessUnitId: office.id })).headers;
    branchHeaders = (await signIn(api.db, customer.id, { activeBusinessUnitId: branch.id })).headers;

    const add = async (name: string, businessUnitId: string, options: Parameters<typeof invoices.invoice>[1]) => {
      numbers[name] = (await invoices.invoice(businessUnitId, options)).invoiceNumber;
    };
    // Made before the February ones (a lower number), listed after them: issue date orders first.
    await add('may', office.id, {
      issuedOn: '2025-05-20',
      orderNumber: 'CS300',
      lines: [{ unitPrice: 4_850, quantity: 1, saving: 150, percent: 3, category: 'instruments' }],
    });
    await add('february', office.id, {
      issuedOn: '2025-02-10',
      orderNumber: 'CS100',
      poNumber: 'PO-FEB',
      lines: [
        { unitPrice: 1_920, quantity: 3, saving: 80 },
        // Not discounted (a promotion won, or no category): not on the statement.
        { unitPrice: 5_000, quantity: 1 },
        { unitPrice: 9_700, quantity: 2, saving: 300, percent: 3, category: 'instruments' },
      ],
    });
    await add('februaryLater', office.id, {
      issuedOn: '2025-02-10',
      orderNumber: 'CS101',
      poNumber: null,
      lines: [{ unitPrice: 960, quantity: 10, saving: 40 }],
    });
    await add('void', office.id, {
      issuedOn: '2025-03-01',
      lines: [{ unitPrice: 1_920, quantity: 5, saving: 80 }],
      void: 'Order cancelled',
    });
    await add('lastDayOf2024', office.id, { issuedOn: '2024-12-31', lines: [{ unitPrice: 1_920, saving: 80 }] });
    await add('branch', branch.id, { issuedOn: '2025-02-11', lines: [{ unitPrice: 2_880, saving: 120 }] });
    await add('stranger', stranger.id, { issuedOn: '2025-02-11', lines: [{ unitPrice: 3_840, saving: 160 }] });
  });
  afterAll(() => api.close());

  const get = (path: string, as = headers) =>
    fetch(`${api.baseUrl}${path}`, { headers: { authorization: as.authorization! } });

  async function csv(period: string, as = headers) {
    const response = await get(`/mw/loyalty/statements/${period}/csv`, as);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="ASAP-discount-statement-${period}.csv"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, '')).data;
    const headerAt = rows.findIndex((row) => row[0] === 'Invoice number');
    const end = rows.findIndex((row, index) => index > headerAt && row.length === 1 && row[0] === '');
    const value = (label: string) => rows.find((row) => row[0] === label)?.[1];
    return {
      lines: rows.slice(headerAt + 1, end),
      value,
      totals: {
        lines: Number(value('Discounted lines')),
        gross: value('Gross before discount'),
        discount: value('Discount'),
        net: value('Net'),
      },
    };
  }

  it("lists every discounted line of the active office's invoices of the year, in issue date, number and line order, with totals", async () => {
    const statement = await csv('2025');
    expect(statement.value('Office')).toBe('Maple Street Family Dentistry');
    expect(statement.value('Period')).toBe('Year 2025');
    expect(statement.value('From')).toBe('2025-01-01');
    expect(statement.value('To')).toBe('2025-12-31');
    expect(statement.value('Generated')).toBe(todayIn('America/New_York', new Date()));
    expect(statement.lines.map((line) => [line[0], line[9], line[10], line[11], line[12], line[13], line[14]])).toEqual(
      [
        [numbers.february, '3', '20.00', '4', '0.80', '2.40', '57.60'],
        [numbers.february, '2', '100.00', '3', '3.00', '6.00', '194.00'],
        [numbers.februaryLater, '10', '10.00', '4', '0.40', '4.00', '96.00'],
        [numbers.may, '1', '50.00', '3', '1.50', '1.50', '48.50'],
      ],
    );
    expect(statement.lines[0]!.slice(0, 9)).toEqual([
      numbers.february,
      '2025-02-10',
      'CS100',
      'PO-FEB',
      'CS-1000-BX',
      '1000',
      'BX',
      'Nitrile exam gloves, powder-free, size M (line 1)',
      'consumables',
    ]);
    expect(statement.lines[1]![8]).toBe('instruments');
    expect(statement.lines[2]![3]).toBe('');
    expect(statement.totals).toEqual({ lines: 4, gross: '410.00', discount: '13.90', net: '396.10' });
  });

  it('keeps to the quarter asked for, its first and last day included', async () => {
    const first = await csv('2025-Q1');
    expect(first.value('Period')).toBe('Q1 2025 (Jan–Mar)');
    expect(first.lines.map((line) => line[0])).toEqual([numbers.february, numbers.february, numbers.februaryLater]);
    expect((await csv('2025-Q2')).lines.map((line) => line[0])).toEqual([numbers.may]);
    const lastOf2024 = await csv('2024-Q4');
    expect(lastOf2024.lines.map((line) => [line[0], line[1]])).toEqual([[numbers.lastDayOf2024, '2024-12-31']]);
  });

  it("never lists a void invoice nor another office's lines, the customer's other office included", async () => {
    const listed = (await csv('2025')).lines.map((line) => line[0]);
    for (const name of ['void', 'branch', 'stranger']) expect(listed).not.toContain(numbers[name]);
    // The same customer working in its other office sees that office's statement only.
    const branch = await csv('2025-Q1', branchHeaders);
    expect(branch.value('Office')).toBe('Maple Street North');
    expect(branch.lines.map((line) => line[0])).toEqual([numbers.branch]);
  });

  it('gives the same statement as a PDF download', async () => {
    const response = await get('/mw/loyalty/statements/2025/pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ASAP-discount-statement-2025.pdf"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Runs split where a long value wraps (the office name, a PO number after its hyphen); the en dash is WinAnsi's 0x96.
    const text = pdfText(pdf).join(' ').replace(/\s+/g, ' ').replaceAll('- ', '-').replaceAll('\x96', '–');
    for (const expected of [
      'Maple Street Family Dentistry',
      'Year 2025',
      'federal health-care programmes',
      numbers.february!,
      numbers.februaryLater!,
      numbers.may!,
      'Feb 10, 2025 · Order CS100 · PO PO-FEB',
      '$410.00',
      '$13.90',
      '$396.10',
    ])
      expect(text).toContain(expected);
    for (const name of ['void', 'branch', 'stranger', 'lastDayOf2024']) expect(text).not.toContain(numbers[name]);
  });

  it('states a period without discounts with zero totals', async () => {
    const empty = await csv('2019');
    expect(empty.lines).toEqual([]);
    expect(empty.totals).toEqual({ lines: 0, gross: '0.00', discount: '0.00', net: '0.00' });
    const pdf = await get('/mw/loyalty/statements/2019-Q3/pdf');
    expect(pdf.status).toBe(200);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer())).join(' ')).toContain(
      'No invoice of this period carried an ASAP loyalty discount.',
    );
  });

  it('refuses a period that has not begun, and a malformed one, with 400; the current year has begun', async () => {
    for (const kind of ['csv', 'pdf']) {
      const future = await get(`/mw/loyalty/statements/${thisYear() + 1}/${kind}`);
      expect(future.status).toBe(400);
      const error = await readError(future);
      expect(error.message).toContain(`There is no discount statement for Year ${thisYear() + 1} yet`);
      expect(error.errors[0]).toMatchObject({ code: 'InvalidField', field: 'period' });
    }
    expect((await get(`/mw/loyalty/statements/${thisYear() + 1}-Q1/csv`)).status).toBe(400);
    for (const period of ['2025-Q5', '2025-Q0', '25', '2025-06', 'latest']) {
      const response = await get(`/mw/loyalty/statements/${period}/csv`);
      expect(response.status, period).toBe(400);
      expect((await readError(response)).errors[0]!.code).toBe('InvalidInput');
    }
    expect((await get(`/mw/loyalty/statements/${thisYear()}/csv`)).status).toBe(200);
  });

  it('refuses a caller without a customer token', async () => {
    expect((await fetch(`${api.baseUrl}/mw/loyalty/statements/2025/csv`)).status).toBe(401);
    expect((await fetch(`${api.baseUrl}/mw/loyalty/statements/2025/pdf`)).status).toBe(401);
  });
});

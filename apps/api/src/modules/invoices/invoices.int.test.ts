import { invoiceListSchema, invoiceSchema, type InvoiceList } from '@chairside/contracts';
import { testDatabaseTargets } from '@chairside/db/testing';
import { accountSummary, addDays, todayIn } from '@chairside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { placeTestOrder } from '../orders/orders.test-fixture';
import { invoiceFixture } from './invoices.test-fixture';
import { pdfText } from './pdf/pdf-text.test-fixture';

type Row = Awaited<ReturnType<ReturnType<typeof invoiceFixture>['invoice']>>;

/** Today in the API's default distributor time zone: what the statuses and aging are computed for. */
const today = () => todayIn('America/New_York', new Date());
const daysAgo = (days: number) => addDays(today(), -days);

describe.each(testDatabaseTargets())('invoices ($name)', (target) => {
  let api: TestApi;
  let headers: Record<string, string>;
  let orderId: string;
  /** The active office's invoices by name. */
  const mine: Record<string, Row> = {};
  let secondOffice: Row;
  let otherCustomers: Row;

  beforeAll(async () => {
    api = await startTestApi(target);
    const customers = customerFixture(api.db);
    const invoices = invoiceFixture(api.db);
    const office = await customers.office('Bright Smiles', []);
    const branch = await customers.office('Bright Smiles North', []);
    const stranger = await customers.office('Elsewhere Dental', []);
    const customer = await customers.customer({ officeIds: [office.id, branch.id] });
    headers = (await signIn(api.db, customer.id, { activeBusinessUnitId: office.id })).headers;
    const order = await placeTestOrder(api.db, { customerId: customer.id, businessUnitId: office.id });
    orderId = order.order.id;

    const add = (name: string, options: Parameters<typeof invoices.invoice>[1]) =>
      invoices.invoice(office.id, options).then((row) => (mine[name] = row));
    await add('open', {
      issuedOn: daysAgo(10),
      lines: [12_000, 3_050],
      orderId,
      orderNumber: order.order.orderNumber,
    });
    await add('overduePartly', { issuedOn: daysAgo(45), lines: [40_000], poNumber: 'PO-ALPHA-1' });
    await add('partly', { issuedOn: daysAgo(5), lines: [20_000] });
    await add('paid', { issuedOn: daysAgo(70), lines: [8_000], poNumber: null });
    await add('void', { issuedOn: daysAgo(100), lines: [9_900], void: 'Order cancelled' });
    await add('overdue', { issuedOn: daysAgo(95), lines: [15_000], poNumber: 'PO-ZETA-9' });
    await add('credited', { issuedOn: daysAgo(10), lines: [7_500], handlingFee: 500 });

    const settled = new Date(Date.now() - 86_400_000);
    await invoices.payment(
      [
        { invoice: mine.overduePartly!, amount: 10_000 },
        { invoice: mine.paid!, amount: 8_000 },
      ],
      { finishedAt: settled },
    );
    await invoices.credit(mine.overduePartly!, 2_500, daysAgo(3));
    await invoices.payment([{ invoice: mine.partly!, amount: 5_000 }], { finishedAt: settled });
    // Waiting for the gateway: not paid yet, but held (payable).
    await invoices.payment([{ invoice: mine.partly!, amount: 1_000 }], { finishedAt: settled, state: 'Pending' });
    await invoices.payment([{ invoice: mine.open!, amount: 2_000 }], { finishedAt: settled, state: 'Failed' });
    await invoices.credit(mine.credited!, 1_000, daysAgo(2), 'Price correction');

    secondOffice = await invoices.invoice(branch.id, { issuedOn: daysAgo(3) });
    otherCustomers = await invoices.invoice(stranger.id, { issuedOn: daysAgo(3) });
  });
  afterAll(() => api.close());

  const get = (path: string) => fetch(`${api.baseUrl}${path}`, { headers: { authorization: headers.authorization! } });
  async function list(query = ''): Promise<InvoiceList> {
    const response = await get(`/mw/invoices${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return invoiceListSchema.parse(await response.json());
  }
  const ids = (page: InvoiceList) => page.results.map((invoice) => invoice.id);
  const idsOf = (...names: string[]) => names.map((name) => mine[name]!.id);

  it("lists the active office's invoices newest first with statuses, amounts and the office's summary", async () => {
    const page = await list();
    expect(page.total).toBe(7);
    expect(page).toMatchObject({ limit: 20, offset: 0 });
    // Same issue date (open, credited): id breaks the tie, in the sort's direction.
    const [newer, older] = [mine.open!.id, mine.credited!.id].sort().reverse();
    expect(ids(page)).toEqual([mine.partly!.id, newer, older, ...idsOf('overduePartly', 'paid', 'overdue', 'void')]);
    const byId = new Map(page.results.map((invoice) => [invoice.id, invoice]));
    expect(byId.get(mine.open!.id)).toMatchObject({
      number: mine.open!.invoiceNumber,
      order_id: orderId,
      status: 'Open',
      payment_method: 'on-account',
      total: 15_050,
      paid: 0,
      balance: 15_050,
      payable: 15_050,
      issued_on: daysAgo(10),
      due_on: addDays(daysAgo(10), 30),
    });
    expect(byId.get(mine.overduePartly!.id)).toMatchObject({
      status: 'Overdue',
      paid: 10_000,
      credited: 2_500,
      balance: 27_500,
    });
    expect(byId.get(mine.partly!.id)).toMatchObject({ status: 'PartiallyPaid', balance: 15_000, payable: 14_000 });
    expect(byId.get(mine.paid!.id)).toMatchObject({ status: 'Paid', balance: 0, po_number: null });
    expect(byId.get(mine.void!.id)).toMatchObject({ status: 'Void' });
    expect(page.summary).toEqual({
      currency: 'USD',
      open_balance: 15_050 + 27_500 + 15_000 + 15_000 + 7_000,
      open_count: 5,
      overdue_balance: 27_500 + 15_000,
      overdue_count: 2,
      aging: { days_0_30: 15_050 + 15_000 + 7_000, days_31_60: 27_500, days_61_90: 0, days_90_plus: 15_000 },
      as_of: today(),
    });
  });

  it("computes the summary as the domain's accountSummary does from the listed invoices", async () => {
    const page = await list('?limit=100');
    const owed = page.results
      .filter((invoice) => ['Open', 'PartiallyPaid', 'Overdue'].includes(invoice.status))
      .map((invoice) => ({ issuedOn: invoice.issued_on, dueOn: invoice.due_on, balance: invoice.balance }));
    const expected = accountSummary(owed, today());
    expect(page.summary).toMatchObject({
      open_balance: expected.openBalance,
      open_count: expected.openCount,
      overdue_balance: expected.overdueBalance,
      overdue_count: expected.overdueCount,
      aging: {
        days_0_30: expected.aging.days0To30,
        days_31_60: expected.aging.days31To60,
        days_61_90: expected.aging.days61To90,
        days_90_plus: expected.aging.days90Plus,
      },
    });
  });

  it.each([
    ['Open', ['open']],
    ['PartiallyPaid', ['partly', 'credited']],
    ['Overdue', ['overduePartly', 'overdue']],
    ['Paid', ['paid']],
    ['Void', ['void']],
    ['Open,Overdue', ['open', 'overduePartly', 'overdue']],
  ])('filters by status %s', async (status, names) => {
    const page = await list(`?status=${status}&limit=100`);
    expect(new Set(ids(page))).toEqual(new Set(idsOf(...names)));
    expect(page.total).toBe(names.length);
    // The summary is the office's, whatever the filter.
    expect(page.summary.open_count).toBe(5);
  });

  it('filters by issue date range, inclusive', async () => {
    const page = await list(`?from=${daysAgo(45)}&to=${daysAgo(10)}`);
    expect(new Set(ids(page))).toEqual(new Set(idsOf('overduePartly', 'open', 'credited')));
  });

  it('finds invoices by a prefix of the invoice, order or PO number, in any case', async () => {
    const number = mine.overdue!.invoiceNumber;
    expect(ids(await list(`?q=${number.toLowerCase()}`))).toEqual(idsOf('overdue'));
    expect(ids(await list(`?q=${mine.open!.orderNumber!.slice(0, -1)}`))).toContain(mine.open!.id);
    expect(ids(await list('?q=po-zeta'))).toEqual(idsOf('overdue'));
    expect(ids(await list('?q=PO-ALPHA-1'))).toEqual(idsOf('overduePartly'));
    // Wildcards are text, not patterns; a middle part is no prefix.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=ZETA')).total).toBe(0);
  });

  it("finds an order's invoice by order_id; an id that is no UUID finds none", async () => {
    expect(ids(await list(`?order_id=${orderId}`))).toEqual(idsOf('open'));
    expect(await list('?order_id=not-an-order')).toMatchObject({ results: [], total: 0 });
  });

  it('lists chosen invoices by id, only of the active office; ids that are no UUID find none', async () => {
    const chosen = [mine.open!.id, mine.partly!.id, otherCustomers.id, secondOffice.id, 'not-an-invoice'];
    expect(ids(await list(`?ids=${chosen.join(',')}`)).sort()).toEqual([mine.open!.id, mine.partly!.id].sort());
    expect(await list('?ids=not-an-invoice')).toMatchObject({ results: [], total: 0 });
    const tooMany = Array.from({ length: 51 }, () => mine.open!.id).join(',');
    expect((await get(`/mw/invoices?ids=${tooMany}`)).status).toBe(400);
  });

  it.each([
    ['issued_on asc', (a: Row, b: Row) => a.issuedOn.localeCompare(b.issuedOn) || a.id.localeCompare(b.id)],
    ['due_on asc', (a: Row, b: Row) => a.dueOn.localeCompare(b.dueOn) || a.id.localeCompare(b.id)],
    ['due_on desc', (a: Row, b: Row) => b.dueOn.localeCompare(a.dueOn) || b.id.localeCompare(a.id)],
    ['number asc', (a: Row, b: Row) => a.invoiceNumber.localeCompare(b.invoiceNumber)],
    ['number desc', (a: Row, b: Row) => b.invoiceNumber.localeCompare(a.invoiceNumber)],
  ])('sorts by %s', async (sort, compare) => {
    const page = await list(`?sort=${encodeURIComponent(sort)}`);
    expect(ids(page)).toEqual(
      Object.values(mine)
        .sort(compare)
        .map((row) => row.id),
    );
  });

  it('sorts by balance, largest or smallest first', async () => {
    const balances = async (sort: string) =>
      (await list(`?sort=${encodeURIComponent(sort)}`)).results.map((invoice) => invoice.balance);
    const descending = await balances('balance desc');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBe(27_500);
    const ascending = await balances('balance asc');
    expect(ascending).toEqual([...descending].reverse());
  });

  it('pages with limit and offset; a page past the end still counts the total', async () => {
    const all = ids(await list());
    const second = await list('?limit=2&offset=2');
    expect(ids(second)).toEqual(all.slice(2, 4));
    expect(second).toMatchObject({ total: 7, limit: 2, offset: 2 });
    expect(await list('?offset=50')).toMatchObject({ results: [], total: 7 });
  });

  it('refuses an unknown status, sort or page size with 400', async () => {
    for (const query of ['?status=Late', '?sort=total%20desc', '?limit=500', '?from=yesterday'])
      expect((await get(`/mw/invoices${query}`)).status, query).toBe(400);
  });

  it('shows an invoice with its lines, addresses, settled payments and credits', async () => {
    const response = await get(`/mw/invoices/${mine.overduePartly!.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const invoice = invoiceSchema.parse(await response.json());
    expect(invoice).toMatchObject({
      number: mine.overduePartly!.invoiceNumber,
      status: 'Overdue',
      terms_days: 30,
      subtotal: 40_000,
      total: 40_000,
      balance: 27_500,
      po_number: 'PO-ALPHA-1',
      lines: [{ position: 1, item_number: '1000', uom: 'BX', quantity: 1, unit_price: 40_000, total: 40_000 }],
      bill_to: {
        company: 'Bright Smiles Dental',
        name: 'Accounts Payable',
        lines: ['1200 Market St', 'Philadelphia, PA 19107'],
      },
      ship_to: { name: 'Dana Whitfield', shipping_account_number: 'SA-1' },
      credits: [{ issued_on: daysAgo(3), amount: 2_500, reason: 'Returned damaged items' }],
      voided_at: null,
    });
    expect(invoice.payments).toEqual([
      expect.objectContaining({
        amount: 10_000,
        card_brand: 'visa',
        card_last4: '4242',
        receipt_number: expect.stringMatching(/^RC\d+$/),
      }),
    ]);
    expect(invoice.credits[0]!.number).toMatch(/^CM\d+$/);

    // Pending and failed payments are not payments of the invoice.
    const partly = invoiceSchema.parse(await (await get(`/mw/invoices/${mine.partly!.id}`)).json());
    expect(partly.payments.map((payment) => payment.amount)).toEqual([5_000]);
    const open = invoiceSchema.parse(await (await get(`/mw/invoices/${mine.open!.id}`)).json());
    expect(open).toMatchObject({ payments: [], order_id: orderId });
  });

  it("shows an invoice of the customer's other office, not in the active office's list", async () => {
    const response = await get(`/mw/invoices/${secondOffice.id}`);
    expect(response.status).toBe(200);
    expect(ids(await list('?limit=100'))).not.toContain(secondOffice.id);
  });

  it("answers 404 for another customer's invoice, an unknown id and a malformed one (detail and PDF)", async () => {
    for (const id of [otherCustomers.id, '6f1c1d5e-0000-4000-8000-000000000000', 'not-a-uuid', 'IN5000001'])
      for (const suffix of ['', '/pdf']) {
        const response = await get(`/mw/invoices/${id}${suffix}`);
        expect(response.status, `${id}${suffix}`).toBe(404);
        expect((await readError(response)).errors[0]!.code).toBe('ResourceNotFound');
      }
  });

  it('downloads the invoice as a PDF with its number, total and balance', async () => {
    const invoice = mine.overduePartly!;
    const response = await get(`/mw/invoices/${invoice.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Invoice-${invoice.invoiceNumber}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf).join('\n');
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('$400.00');
    expect(text).toContain('$275.00');
    expect(text).toContain('OVERDUE');
  });

  it('refuses a caller without a customer token', async () => {
    const response = await fetch(`${api.baseUrl}/mw/invoices`);
    expect(response.status).toBe(401);
  });
});

import {
  cartSchema,
  invoiceSchema,
  orderSchema,
  repriceCartResponseSchema,
  type Cart,
  type LineItem,
  type Order,
} from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { enrollmentsOf, loyaltyCalls, loyaltyProducts, type Headers } from './loyalty.test-fixture';

/**
 * One practice's way through ASAP loyalty, in order: a cart made before the office enrols, the enrolment (by a
 * colleague) repricing it, lines added, products moved to other categories, the order on account, its invoice once
 * shipped, the rewards dashboard, and unenrolling.
 */
describe.each(testDatabaseTargets())('ASAP loyalty in carts, orders and invoices ($name)', (target) => {
  let api: TestApi;
  let calls: ReturnType<typeof loyaltyCalls>;
  let products: ReturnType<typeof loyaltyProducts>;
  let officeId: string;
  let buyer: { id: string; headers: Headers };
  let colleague: { id: string; headers: Headers };
  const skus = { gauze: '', forceps: '', paper: '', sponges: '', implantKit: '' };
  /** The buyer's cart made before the enrolment, then ordered. */
  let cart: Cart;
  let order: Order;
  /** What loyalty took off the ordered cart, in cents. */
  let orderedSaving: number;

  const group = 'Heartland Dental Cooperative';

  beforeAll(async () => {
    api = await startTestApi(target);
    calls = loyaltyCalls(api);
    products = loyaltyProducts(api.db);
    const fx = customerFixture(api.db);
    const office = await fx.office(
      'Heartland Family Dental',
      [{ id: 'loyO0001', shippingAccountNumber: 'SA-LOYO-1' }],
      {
        termsAllowed: true,
        buyingGroup: group,
      },
    );
    officeId = office.id;
    for (const who of ['buyer', 'colleague'] as const) {
      const customer = await fx.customer({ officeIds: [office.id] });
      const { headers } = await signIn(api.db, customer.id, { activeBusinessUnitId: office.id });
      if (who === 'buyer') buyer = { id: customer.id, headers };
      else colleague = { id: customer.id, headers };
    }
    skus.gauze = await products.product('9720001', 'PK', { category: 'consumables', retail: 2_500 });
    skus.forceps = await products.product('9720002', 'EA', { category: 'instruments', retail: 10_000 });
    skus.paper = await products.product('9720003', 'CS', { retail: 1_500 });
    skus.sponges = await products.product('9720004', 'BG', { category: 'consumables', retail: 3_000 });
    skus.implantKit = await products.product('9720005', 'KT', { category: 'implants', retail: 20_000 });
  });
  afterAll(() => api?.close());

  async function readCart(response: Response, status = 200): Promise<Cart> {
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(status);
    return cartSchema.parse(body);
  }
  const getCart = async (id: string) => readCart(await calls.call(buyer.headers, 'GET', `/aces/me/carts/${id}`));
  const update = async (current: Cart, actions: unknown[]) =>
    readCart(
      await calls.call(buyer.headers, 'POST', `/aces/me/carts/${current.id}`, { version: current.version, actions }),
    );
  const add = (sku: string, quantity: number) => ({ action: 'addLineItem', sku, quantity });
  async function reprice(current: Cart) {
    const response = await calls.call(buyer.headers, 'POST', '/ct/reprice-cart', { cart_id: current.id });
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    return repriceCartResponseSchema.parse(body);
  }
  const lineOf = (current: Cart, sku: string): LineItem => current.lineItems.find((line) => line.variant.sku === sku)!;
  /** A line's price and its loyalty fields (spec §3 and ours), as the storefront reads them. */
  const loyaltyOf = (line: {
    price: { value: { centAmount: number } };
    custom: { fields: Record<string, unknown> };
  }) => {
    const fields = line.custom.fields;
    return {
      price: line.price.value.centAmount,
      allow_loyalty_discount: fields.allow_loyalty_discount,
      asap_enrollment_status: fields.asap_enrollment_status,
      asap_product_category: fields.asap_product_category,
      buying_group: fields.buying_group,
      loyalty_percent: fields.loyalty_percent,
      loyalty_saving: fields.loyalty_saving,
    };
  };
  const notEnrolled = (price: number, category: string | undefined) => ({
    price,
    allow_loyalty_discount: false,
    asap_enrollment_status: 'NotEnrolled',
    asap_product_category: category,
    buying_group: group,
    loyalty_percent: undefined,
    loyalty_saving: undefined,
  });
  const enrolled = (price: number, category: string | undefined, percent?: number, saving?: number) => ({
    price,
    allow_loyalty_discount: percent !== undefined,
    asap_enrollment_status: 'Enrolled',
    asap_product_category: category,
    buying_group: group,
    loyalty_percent: percent,
    loyalty_saving: saving,
  });

  it("reprices a cart made before the enrolment when a colleague enrols the office: loyalty prices, line fields, the cart's saving", async () => {
    const created = await readCart(await calls.call(buyer.headers, 'POST', '/aces/me/carts', { currency: 'USD' }), 201);
    cart = await update(created, [
      add(skus.gauze, 3),
      add(skus.forceps, 2),
      { action: 'setShippingAddress', address: { id: 'loyO0001' } },
    ]);
    expect(loyaltyOf(lineOf(cart, skus.gauze))).toEqual(notEnrolled(2_500, 'consumables'));
    expect(loyaltyOf(lineOf(cart, skus.forceps))).toEqual(notEnrolled(10_000, 'instruments'));
    expect(cart.display.loyaltySaving).toBe(0);
    expect(cart.display.loyaltyTier).toBeUndefined();
    expect(cart.display.lineItemsTotal).toBe(3 * 2_500 + 2 * 10_000);

    await calls.enrolled(colleague.headers);
    const repriced = await getCart(cart.id);
    expect(repriced.version).toBe(cart.version + 1);
    expect(loyaltyOf(lineOf(repriced, skus.gauze))).toEqual(enrolled(2_400, 'consumables', 4, 100));
    expect(loyaltyOf(lineOf(repriced, skus.forceps))).toEqual(enrolled(9_700, 'instruments', 3, 300));
    expect(lineOf(repriced, skus.gauze).totalPrice.centAmount).toBe(7_200);
    expect(repriced.display).toMatchObject({
      lineItemsTotal: 3 * 2_400 + 2 * 9_700,
      loyaltySaving: 3 * 100 + 2 * 300,
      loyaltyTier: 'Member',
    });
    expect(repriced.totalPrice.centAmount).toBe(26_600);
    cart = repriced;
  });

  // The cart's terms come back from jsonb in another key order: still the same terms, nothing to write.
  it('leaves a cart already priced for the office’s loyalty terms as it is when repriced', async () => {
    const current = await getCart(cart.id);
    const { cart: again, changes } = await reprice(current);
    expect(changes).toEqual([]);
    expect(loyaltyOf(lineOf(again, skus.gauze))).toEqual(enrolled(2_400, 'consumables', 4, 100));
    expect(again.version).toBe(current.version);
  });

  it('gives new lines their loyalty fields; display.loyaltySaving sums saving × quantity', async () => {
    cart = await update(await getCart(cart.id), [add(skus.paper, 4), add(skus.sponges, 2), add(skus.implantKit, 1)]);
    // Uncategorised paper earns nothing, and says so.
    expect(loyaltyOf(lineOf(cart, skus.paper))).toEqual(enrolled(1_500, undefined));
    expect(loyaltyOf(lineOf(cart, skus.sponges))).toEqual(enrolled(2_880, 'consumables', 4, 120));
    expect(loyaltyOf(lineOf(cart, skus.implantKit))).toEqual(enrolled(19_600, 'implants', 2, 400));
    expect(cart.display).toMatchObject({
      loyaltySaving: 3 * 100 + 2 * 300 + 2 * 120 + 400,
      lineItemsTotal: 3 * 2_400 + 2 * 9_700 + 4 * 1_500 + 2 * 2_880 + 19_600,
      loyaltyTier: 'Member',
    });
  });

  it("follows a product's category change on POST /ct/reprice-cart: a new percentage is a reported price change, the same one a relabel", async () => {
    // As the importer's product update writes the attribute.
    await products.setCategory(skus.sponges, 'equipment');
    await products.setCategory(skus.implantKit, 'biologics');
    cart = await getCart(cart.id);
    const { cart: repriced, changes } = await reprice(cart);
    expect(changes).toEqual([
      {
        lineItemId: lineOf(cart, skus.sponges).id,
        sku: skus.sponges,
        oldPrice: 2_880,
        newPrice: 2_970,
        oldChannel: 'retail',
        newChannel: 'retail',
      },
    ]);
    expect(repriced.version).toBe(cart.version + 1);
    expect(loyaltyOf(lineOf(repriced, skus.sponges))).toEqual(enrolled(2_970, 'equipment', 1, 30));
    // Implants and biologics both earn 2%: same price, the line now says biologics.
    expect(loyaltyOf(lineOf(repriced, skus.implantKit))).toEqual(enrolled(19_600, 'biologics', 2, 400));
    expect(repriced.display.loyaltySaving).toBe(3 * 100 + 2 * 300 + 2 * 30 + 400);
    // What the answer said is what is stored.
    const read = await getCart(cart.id);
    expect(read.version).toBe(repriced.version);
    expect(loyaltyOf(lineOf(read, skus.sponges))).toEqual(enrolled(2_970, 'equipment', 1, 30));
    expect(loyaltyOf(lineOf(read, skus.implantKit))).toEqual(enrolled(19_600, 'biologics', 2, 400));
    cart = read;
  });

  it("keeps the lines' loyalty on the order placed on account, and on its invoice once shipped", async () => {
    orderedSaving = 3 * 100 + 2 * 300 + 2 * 30 + 400;
    const response = await calls.call(buyer.headers, 'POST', '/ct/hs-orders', {
      cart_id: cart.id,
      po_number: 'PO-ASAP',
    });
    const body = (await response.json()) as { order: unknown };
    expect(response.status, JSON.stringify(body)).toBe(201);
    const placed = orderSchema.parse(body.order);
    const subtotal = 58_140;

    const read = await calls.call(buyer.headers, 'GET', `/aces/me/orders/${placed.id}`);
    expect(read.status).toBe(200);
    order = orderSchema.parse(await read.json());
    for (const current of [placed, order]) {
      const line = (sku: string) => current.lineItems.find((item) => item.variant.sku === sku)!;
      expect(loyaltyOf(line(skus.gauze))).toEqual(enrolled(2_400, 'consumables', 4, 100));
      expect(loyaltyOf(line(skus.forceps))).toEqual(enrolled(9_700, 'instruments', 3, 300));
      expect(loyaltyOf(line(skus.sponges))).toEqual(enrolled(2_970, 'equipment', 1, 30));
      expect(loyaltyOf(line(skus.implantKit))).toEqual(enrolled(19_600, 'biologics', 2, 400));
      expect(loyaltyOf(line(skus.paper))).toEqual(enrolled(1_500, undefined));
    }
    const [row] = await api.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(row).toMatchObject({
      paymentMethod: 'on-account',
      subtotalCentAmount: subtotal,
      loyaltySavingCentAmount: orderedSaving,
    });
    expect(row!.loyalty).toMatchObject({ status: 'Enrolled', tier: 'Member', buyingGroup: group });

    // Shipped by the warehouse (staff's order update, as the ERP reports it): the invoice is written.
    const adminToken = await api.tokenFor(['manage_project']);
    let version = order.version;
    for (const shipmentState of ['Ready', 'Shipped']) {
      const shipped = await fetch(`${api.baseUrl}/aces/orders/${order.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ version, actions: [{ action: 'changeShipmentState', shipmentState }] }),
      });
      const shippedBody: unknown = await shipped.json();
      expect(shipped.status, JSON.stringify(shippedBody)).toBe(200);
      version = orderSchema.parse(shippedBody).version;
    }
    const [invoiceRow, ...moreInvoices] = await api.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.orderId, order.id));
    expect(moreInvoices).toEqual([]);
    const invoiceResponse = await calls.call(buyer.headers, 'GET', `/mw/invoices/${invoiceRow!.id}`);
    expect(invoiceResponse.status).toBe(200);
    const invoice = invoiceSchema.parse(await invoiceResponse.json());
    expect(invoice.subtotal).toBe(subtotal);
    expect(invoice.loyalty_saving).toBe(orderedSaving);
    const invoiceLine = (sku: string) => invoice.lines.find((line) => line.sku === sku)!;
    expect(invoiceLine(skus.gauze)).toMatchObject({
      quantity: 3,
      unit_price: 2_400,
      total: 7_200,
      loyalty: { category: 'consumables', percent: 4, unit_saving: 100, total_saving: 300 },
    });
    expect(invoiceLine(skus.forceps).loyalty).toEqual({
      category: 'instruments',
      percent: 3,
      unit_saving: 300,
      total_saving: 600,
    });
    expect(invoiceLine(skus.sponges).loyalty).toEqual({
      category: 'equipment',
      percent: 1,
      unit_saving: 30,
      total_saving: 60,
    });
    expect(invoiceLine(skus.implantKit).loyalty).toEqual({
      category: 'biologics',
      percent: 2,
      unit_saving: 400,
      total_saving: 400,
    });
    expect(invoiceLine(skus.paper).loyalty).toBeUndefined();
  });

  it('shows the order on the rewards dashboard: 12-month spend, savings this year and in total, recent orders', async () => {
    const overview = await calls.overview(colleague.headers);
    expect(overview).toMatchObject({
      status: 'Enrolled',
      // The order's merchandise: 7,200 + 19,400 + 6,000 + 5,940 + 19,600.
      spend_12_months: 58_140,
      tier: { name: 'Member' },
      next_tier: { name: 'Silver' },
      to_next_tier: 941_860,
      savings: { this_year: orderedSaving, total: orderedSaving },
    });
    expect(overview.recent_orders).toEqual([
      {
        order_id: order.id,
        order_number: order.orderNumber,
        completed_at: expect.any(String),
        total: order.totalPrice.centAmount,
        saving: orderedSaving,
      },
    ]);
  });

  it('unenrolling reprices the carts back to retail, keeps the savings of orders placed before, and cannot be done twice', async () => {
    const created = await readCart(await calls.call(buyer.headers, 'POST', '/aces/me/carts', { currency: 'USD' }), 201);
    const next = await update(created, [add(skus.gauze, 2)]);
    expect(loyaltyOf(lineOf(next, skus.gauze))).toEqual(enrolled(2_400, 'consumables', 4, 100));
    expect(next.display).toMatchObject({ loyaltySaving: 200, loyaltyTier: 'Member' });

    const after = await calls.unenrolled(buyer.headers);
    expect(after.status).toBe('NotEnrolled');
    expect(after.enrollment).toBeUndefined();
    expect(after.savings).toMatchObject({ this_year: orderedSaving, total: orderedSaving });
    expect(after.recent_orders.map((entry) => [entry.order_id, entry.saving])).toEqual([[order.id, orderedSaving]]);

    const retail = await getCart(next.id);
    expect(retail.version).toBe(next.version + 1);
    expect(loyaltyOf(lineOf(retail, skus.gauze))).toEqual(notEnrolled(2_500, 'consumables'));
    expect(retail.display.loyaltySaving).toBe(0);
    expect(retail.display.loyaltyTier).toBeUndefined();
    expect(retail.totalPrice.centAmount).toBe(5_000);

    const overview = await calls.overview(colleague.headers);
    expect(overview.status).toBe('NotEnrolled');
    expect(overview.savings).toMatchObject({ this_year: orderedSaving, total: orderedSaving });
    // The order and its history keep the discount it was placed with.
    const kept = orderSchema.parse(
      await (await calls.call(buyer.headers, 'GET', `/aces/me/orders/${order.id}`)).json(),
    );
    const keptGauze = kept.lineItems.find((item) => item.variant.sku === skus.gauze)!;
    expect(loyaltyOf(keptGauze)).toEqual(enrolled(2_400, 'consumables', 4, 100));
    // The enrolment ended, it was not deleted.
    const [ended, ...others] = await enrollmentsOf(api.db, officeId);
    expect(others).toEqual([]);
    expect(ended).toMatchObject({ enrolledByCustomerId: colleague.id, endedByCustomerId: buyer.id });
    expect(ended!.endedAt).toBeInstanceOf(Date);

    const error = await calls.expectError(await calls.unenrol(colleague.headers), 409, 'AsapNotEnrolled');
    expect(error.message).toBe('Heartland Family Dental is not enrolled in ASAP loyalty.');
  });
});

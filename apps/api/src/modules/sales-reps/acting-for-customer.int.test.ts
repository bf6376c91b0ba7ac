import { auditEventListSchema, orderSchema } from '@chairside/contracts';
import { issueInvoice, orderRepository, schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../../test/until';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { toErpDocument } from '../../jobs/order-export-document';
import { checkoutFixture, type CheckoutFixture, type Headers } from '../checkout/checkout.test-fixture';
import { salesRepFixture } from './sales-rep.test-fixture';

describe.each(testDatabaseTargets())('a sales representative acting for a customer ($name)', (target) => {
  let api: TestApi;
  let ck: CheckoutFixture;
  let rep: { id: string; email: string };
  let customer: { id: string; email: string };
  let customerHeaders: Headers;
  let repHeaders: Headers;
  /** The other office, which the representative does not serve. */
  let otherOfficeId: string;
  /** Another office's customer (also the representative's) with a cart, order, list, plan, invoice and card. */
  const theirs: Record<'cart' | 'order' | 'list' | 'plan' | 'invoice' | 'card', string> = {
    cart: '',
    order: '',
    list: '',
    plan: '',
    invoice: '',
    card: '',
  };

  const planDraft = (addressId: string) => ({
    next_order_date: '2099-01-05',
    plan_days: 28,
    shipping_address_number: addressId,
    plan_items: [{ item_number: '9400001', uom: 'BX', quantity: 1 }],
  });

  beforeAll(async () => {
    api = await startTestApi(target);
    ck = await checkoutFixture(api);
    const reps = salesRepFixture(api.db);
    rep = await reps.rep('Riley', 'Rep');
    await reps.assign(rep.id, ck.offices.terms.id);
    const mine = await ck.customerIn(ck.offices.terms);
    customer = mine.customer;
    customerHeaders = mine.headers;
    repHeaders = (await reps.signIn(rep.id)).headers;

    const other = await ck.fx.office('E Other Dental', [{ id: 'repOt001', shippingAccountNumber: 'SA-REP-OT' }], {
      termsAllowed: true,
    });
    otherOfficeId = other.id;
    const them = await ck.customerIn(other);
    const cart = await ck.cartWith(them.headers, { [ck.skus.gloves]: 1 }, 'repOt001');
    const order = await ck.placed(await ck.place(them.headers, { cart_id: cart.id }));
    theirs.order = order.id;
    theirs.cart = (await ck.cartWith(them.headers, { [ck.skus.gloves]: 1 })).id;
    const list = await ck.call(them.headers, 'POST', '/aces/me/shopping-lists', { name: { en: 'Theirs' } });
    theirs.list = ((await list.json()) as { id: string }).id;
    const plan = await ck.call(them.headers, 'POST', '/ct/plans', planDraft('repOt001'));
    theirs.plan = ((await plan.json()) as { id: string }).id;
    const details = await orderRepository(api.db).findById(order.id);
    const issued = await issueInvoice(api.db, details!, {
      issuedOn: '2026-05-01',
      capture: { gatewayKey: 'unused', leaseUntil: new Date() },
    });
    theirs.invoice = issued!.invoice.id;
    const card = await ck.call(them.headers, 'POST', '/mw/cards', {
      token: await api.gateway.cardToken('4242424242424242'),
      save: true,
    });
    theirs.card = ((await card.json()) as { uuid: string }).uuid;
    expect(Object.values(theirs).every(Boolean), JSON.stringify(theirs)).toBe(true);

    const synced = await ck.call(repHeaders, 'GET', `/mw/sales-reps/sync/${customer.id}`);
    expect(synced.status).toBe(200);
  });
  afterAll(() => api.close());

  it("acts only in the customer's offices assigned to it, even when the customer also belongs to another", async () => {
    await api.db
      .insert(schema.customerBusinessUnits)
      .values({ customerId: customer.id, businessUnitId: otherOfficeId });
    try {
      const offices = (await (await ck.call(repHeaders, 'GET', '/mw/offices')).json()) as { results: { id: string }[] };
      expect(offices.results.map((office) => office.id)).toEqual([ck.offices.terms.id]);
      const switched = await ck.call(repHeaders, 'POST', '/mw/offices/active', { businessUnitId: otherOfficeId });
      expect(switched.status).toBe(404);
      expect((await ck.call(repHeaders, 'GET', `/mw/invoices/${theirs.invoice}`)).status).toBe(404);
      // The customer itself reaches both of its offices.
      expect((await ck.call(customerHeaders, 'GET', `/mw/invoices/${theirs.invoice}`)).status).toBe(200);
    } finally {
      await api.db
        .delete(schema.customerBusinessUnits)
        .where(
          and(
            eq(schema.customerBusinessUnits.customerId, customer.id),
            eq(schema.customerBusinessUnits.businessUnitId, otherOfficeId),
          ),
        );
    }
  });

  const mailsTo = (to: string) => api.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to));

  it("shops for the customer: cart, prices, order on account placed by the representative, the customer's lists", async () => {
    const cart = await ck.cartWith(repHeaders, { [ck.skus.gloves]: 2 }, 'ordT0001');
    const order = await ck.placed(await ck.place(repHeaders, { cart_id: cart.id, po_number: 'REP-1' }));
    expect(order.customerId).toBe(customer.id);
    expect(order.custom.fields).toMatchObject({ placed_by_email: rep.email, placed_by_name: 'Riley Rep' });

    // The customer sees it, with who placed it.
    const seen = orderSchema.parse(await (await ck.call(customerHeaders, 'GET', `/aces/me/orders/${order.id}`)).json());
    expect(seen.custom.fields.placed_by_email).toBe(rep.email);
    for (const path of ['/mw/orders', '/mw/invoices', '/ct/plans', '/aces/me/shopping-lists', '/mw/cards'])
      expect((await ck.call(repHeaders, 'GET', path)).status, path).toBe(200);
    const plan = await ck.call(repHeaders, 'POST', '/ct/plans', planDraft('ordT0001'));
    expect(plan.status).toBe(201);

    // The ERP document and the mails (the representative's, and the customer's while the office asks for it).
    const details = await orderRepository(api.db).findById(order.id);
    expect(toErpDocument(details!).placedBy).toEqual({ id: rep.id, email: rep.email, name: 'Riley Rep' });
    await until(async () => (await mailsTo(rep.email)).length === 1 && (await mailsTo(customer.email)).length === 1);
    const [mail] = await mailsTo(rep.email);
    expect(mail!.text).toContain(`Placed by Riley Rep (${rep.email}) for ${customer.email}.`);
  });

  it('records every write with both parties; the customer reads the trail of its office', async () => {
    // A POST that only looks prices up changes nothing, so the trail leaves it out.
    const lookup = await ck.call(repHeaders, 'POST', '/ct/pricing', {
      shipping_account_number: 'SA-ORD-1',
      items: [{ sku: ck.skus.gloves }],
    });
    expect(lookup.status).toBe(200);
    const response = await ck.call(customerHeaders, 'GET', '/mw/audit-events');
    const trail = auditEventListSchema.parse(await response.json());
    const summaries = trail.results.map((event) => event.summary);
    expect(summaries.at(-1)).toBe(`Started acting for ${customer.email}`);
    expect(summaries).toEqual(
      expect.arrayContaining(['Created a cart', 'Changed the cart', 'Created a REPLENISH plan']),
    );
    const placed = trail.results.find((event) => event.action === 'POST /ct/hs-orders');
    expect(placed).toMatchObject({
      actor: { kind: 'sales-rep', email: rep.email },
      subject_email: customer.email,
      summary: expect.stringMatching(/^Placed order \S+/),
    });
    const [row] = await api.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.id, Number(placed!.id)));
    expect(row).toMatchObject({ subjectCustomerId: customer.id, businessUnitId: ck.offices.terms.id, status: 201 });
    expect(row!.requestId).toBeTruthy();
    // Reads are not written down; the representative reads the same trail.
    expect(trail.results.some((event) => event.action.startsWith('GET'))).toBe(false);
    expect(trail.results.some((event) => event.action === 'POST /ct/pricing')).toBe(false);
    const repView = auditEventListSchema.parse(await (await ck.call(repHeaders, 'GET', '/mw/audit-events')).json());
    expect(repView.total).toBe(trail.total);
  });

  it.each(['cart', 'order', 'list', 'plan', 'invoice', 'card'] as const)(
    "finds nothing of another office's %s by id (404)",
    async (kind) => {
      const id = theirs[kind];
      const path = {
        cart: `/aces/me/carts/${id}`,
        order: `/aces/me/orders/${id}`,
        list: `/aces/me/shopping-lists/${id}`,
        plan: `/ct/plans/${id}`,
        invoice: `/mw/invoices/${id}`,
        card: `/mw/cards/${id}/primary`,
      }[kind];
      // Card writes are refused outright while synced; reading one by id goes through its charge on an order.
      if (kind === 'card') {
        const cart = await ck.cartWith(repHeaders, { [ck.skus.gloves]: 1 }, 'ordT0001');
        await ck.expectError(
          await ck.place(repHeaders, { cart_id: cart.id, card: true, card_uuid: id }),
          404,
          'ResourceNotFound',
        );
        await ck.expectError(await ck.call(repHeaders, 'POST', path), 403, 'AccessDenied');
        return;
      }
      await ck.expectError(await ck.call(repHeaders, 'GET', path), 404, 'ResourceNotFound');
    },
  );

  it("mails only the representative once the customer's office turns notify_rep_orders off", async () => {
    const offices = await ck.call(customerHeaders, 'POST', `/mw/offices/${ck.offices.terms.id}/settings`, {
      notify_rep_orders: false,
    });
    const body = (await offices.json()) as { results: { id: string; notify_rep_orders: boolean }[] };
    expect(offices.status, JSON.stringify(body)).toBe(200);
    expect(body.results[0]).toMatchObject({ id: ck.offices.terms.id, notify_rep_orders: false });
    const [before, customerBefore] = [(await mailsTo(rep.email)).length, (await mailsTo(customer.email)).length];
    const cart = await ck.cartWith(repHeaders, { [ck.skus.burs]: 1 }, 'ordT0001');
    await ck.placed(await ck.place(repHeaders, { cart_id: cart.id }));
    await until(async () => (await mailsTo(rep.email)).length === before + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(customer.email)).toHaveLength(customerBefore);
  });
});

import { customerContext } from '../../access/test-context';
import { orderPagedQueryResponseSchema, orderSchema, recentItemsResponseSchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { predicateQueryParamsSchema } from '../../query/query-variables';
import { ordersService } from './orders.service';
import { placeTestOrder, testLine } from './orders.test-fixture';

const day = 86_400_000;
/** Whole days apart from the 100-day edge, so the wall clock moving during the test changes nothing. */
const daysAgo = (days: number) => new Date(Date.now() - days * day);

describe.each(testDatabaseTargets())('order history ($name)', (target) => {
  let api: TestApi;
  let fx: ReturnType<typeof customerFixture>;
  beforeAll(async () => {
    api = await startTestApi(target);
    fx = customerFixture(api.db);
  });
  afterAll(() => api.close());

  async function buyer(officeIds?: string[]) {
    const office = officeIds
      ? undefined
      : await fx.office('Bright Smiles', [
          {
            id: `a${Math.random().toString(36).slice(2, 9)}`,
            shippingAccountNumber: `SA-${Math.random().toString().slice(2, 8)}`,
          },
        ]);
    const offices = officeIds ?? [office!.id];
    const customer = await fx.customer({ officeIds: offices });
    const session = await signIn(api.db, customer.id);
    return {
      customerId: customer.id,
      businessUnitId: offices[0]!,
      headers: session.headers,
      sessionId: session.sessionId,
    };
  }
  const get = (path: string, headers: Record<string, string>) =>
    fetch(`${api.baseUrl}${path}`, { headers: { authorization: headers.authorization! } });
  const myOrders = async (headers: Record<string, string>, query = '') => {
    const response = await get(`/aces/me/orders${query}`, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return orderPagedQueryResponseSchema.parse(await response.json());
  };

  it("lists the last 100 days of the customer's orders, last modified first, with lines, fees and states", async () => {
    const me = await buyer();
    const other = await buyer();
    await placeTestOrder(api.db, me, { completedAt: daysAgo(101) });
    const older = await placeTestOrder(api.db, me, {
      completedAt: daysAgo(60),
      lines: [testLine('CS-1-BX', 1, 30000)],
    });
    const newer = await placeTestOrder(api.db, me, {
      completedAt: daysAgo(5),
      lines: [testLine('CS-2-BX', 3, 1000), testLine('CS-3-CS', 1, 4599)],
    });
    await placeTestOrder(api.db, other, { completedAt: daysAgo(1) });
    // An old order modified recently (e.g. shipped) counts from its modification.
    const touched = await placeTestOrder(api.db, me, { completedAt: daysAgo(130) });
    await api.db
      .update(schema.orders)
      .set({ lastModifiedAt: daysAgo(2), shipmentState: 'Shipped' })
      .where(eq(schema.orders.id, touched.order.id));

    const page = await myOrders(me.headers, '?sort=lastModifiedAt%20desc&limit=500');
    expect(page.results.map((order) => order.id)).toEqual([touched.order.id, newer.order.id, older.order.id]);
    expect(page).toMatchObject({ limit: 500, offset: 0, count: 3, total: 3 });
    const listed = page.results[1]!;
    expect(listed).toMatchObject({
      orderNumber: newer.order.orderNumber,
      orderState: 'Open',
      shipmentState: 'Pending',
      paymentState: 'Pending',
      totalLineItemQuantity: 4,
      // Lines 7599 + handling 599 + minimum-order 949 (spec §9).
      totalPrice: { type: 'centPrecision', currencyCode: 'USD', centAmount: 9147, fractionDigits: 2 },
      purchaseOrderNumber: 'PO-4711',
      custom: {
        fields: {
          handling_fee: { centAmount: 599 },
          minimum_order_fee: { centAmount: 949 },
          subtotal: { centAmount: 7599 },
          processed_by_erp: false,
          payment_method: 'card',
        },
      },
      paymentInfo: { payments: [{ typeId: 'payment', id: newer.order.paymentId }] },
    });
    expect(
      listed.lineItems.map((line) => [
        line.variant.sku,
        line.quantity,
        line.price.value.centAmount,
        line.totalPrice.centAmount,
      ]),
    ).toEqual([
      ['CS-2-BX', 3, 1000, 3000],
      ['CS-3-CS', 1, 4599, 4599],
    ]);
    expect(listed.paymentInfo.payments[0]!.obj).toBeUndefined();
    expect(listed.statusHistory).toBeUndefined();

    // The spec's own filter narrows further; sorting and paging work as on other query endpoints.
    const since = daysAgo(30).toISOString();
    expect(
      (await myOrders(me.headers, `?where=${encodeURIComponent(`lastModifiedAt > "${since}"`)}`)).results.map(
        (order) => order.id,
      ),
    ).toEqual([touched.order.id, newer.order.id]);
    expect(
      (await myOrders(me.headers, '?sort=completedAt%20asc&limit=1&offset=1')).results.map((order) => order.id),
    ).toEqual([older.order.id]);
  });

  it('refuses malformed queries and limits over 500', async () => {
    const me = await buyer();
    for (const query of ['?limit=501', '?sort=total%20desc', '?where=lastModifiedAt%20%3E', '?colour=red']) {
      const response = await get(`/aces/me/orders${query}`, me.headers);
      expect(response.status, query).toBe(400);
    }
  });

  it('shows one order with status history, tracking, addresses and the expanded payment and discount code', async () => {
    const me = await buyer();
    const placed = await placeTestOrder(api.db, me, { completedAt: daysAgo(3) });
    await api.db
      .insert(schema.orderStatusHistory)
      .values({ orderId: placed.order.id, state: 'Shipped', at: daysAgo(1), note: 'Shipped via UPS Ground' });
    await api.db
      .update(schema.orders)
      .set({
        shipmentState: 'Shipped',
        trackingNumbers: [
          { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', shippedAt: daysAgo(1).toISOString() },
        ],
      })
      .where(eq(schema.orders.id, placed.order.id));

    const plain = orderSchema.parse(await (await get(`/aces/me/orders/${placed.order.id}`, me.headers)).json());
    expect(plain.paymentInfo.payments[0]!.obj).toBeUndefined();
    expect(plain.discountCodes[0]!.discountCode.obj).toBeUndefined();
    expect(plain.statusHistory!.map((entry) => [entry.state, entry.note])).toEqual([
      ['Open', 'Order placed'],
      ['Shipped', 'Shipped via UPS Ground'],
    ]);
    expect(plain.trackingNumbers).toEqual([
      { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', shippedAt: expect.any(String) },
    ]);
    expect(plain.shippingAddress).toMatchObject({
      streetName: 'Market St',
      city: 'Philadelphia',
      custom: { fields: { hs_shipping_account_number: 'SA-1', has_active_dea_license: true } },
    });
    expect(plain.shippingInfo).toMatchObject({ shippingMethodName: 'UPS Ground', price: { centAmount: 999 } });

    const expanded = await get(
      `/aces/me/orders/${placed.order.id}?expand=paymentInfo.payments%5B0%5D&expand=discountCodes%5B*%5D.discountCode`,
      me.headers,
    );
    expect(expanded.status).toBe(200);
    const order = orderSchema.parse(await expanded.json());
    expect(order.paymentInfo.payments[0]!.obj).toMatchObject({
      paymentMethodInfo: { method: 'card', name: { 'en-US': 'visa •••• 1111' } },
      interfaceId: 'sbx_auth_test',
      amountPlanned: { centAmount: placed.order.totalCentAmount },
      custom: { fields: { card_brand: 'visa', card_last4: '1111' } },
    });
    expect(order.discountCodes[0]!.discountCode.obj).toMatchObject({ code: 'SPRING10' });
    // Unknown expansion paths are ignored, as on commercetools.
    expect((await get(`/aces/me/orders/${placed.order.id}?expand=lineItems%5B*%5D.variant`, me.headers)).status).toBe(
      200,
    );
  });

  it("answers 404 for another customer's order, an unknown id and a malformed one, revealing nothing", async () => {
    const owner = await buyer();
    const intruder = await buyer();
    const placed = await placeTestOrder(api.db, owner, { completedAt: daysAgo(1) });
    for (const id of [placed.order.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await get(`/aces/me/orders/${id}`, intruder.headers);
      expect(response.status).toBe(404);
      const body = JSON.stringify(await readError(response));
      expect(body).not.toContain(placed.order.orderNumber);
      expect(body).not.toContain('Nitrile');
    }
    expect((await myOrders(intruder.headers)).results).toEqual([]);
  });

  it("lists the active office's orders, by any member, completedAt newest first; other offices' orders never", async () => {
    const group = await fx.office('Group Practice', [{ id: 'grp00001', shippingAccountNumber: 'SA-8801' }]);
    const surgery = await fx.office('Surgery Center', [{ id: 'srg00001', shippingAccountNumber: 'SA-8802' }]);
    const manager = await buyer([group.id, surgery.id]);
    const colleague = await buyer([group.id]);
    const outsider = await buyer();
    const first = await placeTestOrder(
      api.db,
      { customerId: manager.customerId, businessUnitId: group.id },
      { completedAt: daysAgo(20) },
    );
    const second = await placeTestOrder(
      api.db,
      { customerId: colleague.customerId, businessUnitId: group.id },
      { completedAt: daysAgo(2) },
    );
    const atSurgery = await placeTestOrder(
      api.db,
      { customerId: manager.customerId, businessUnitId: surgery.id },
      { completedAt: daysAgo(1) },
    );
    await placeTestOrder(api.db, outsider, { completedAt: daysAgo(1) });

    const officeOrders = async (headers: Record<string, string>, query = '') => {
      const response = await get(`/mw/orders${query}`, headers);
      expect(response.status).toBe(200);
      return orderPagedQueryResponseSchema.parse(await response.json());
    };
    // The manager's first office by name is Group Practice.
    expect((await officeOrders(manager.headers)).results.map((order) => order.id)).toEqual([
      second.order.id,
      first.order.id,
    ]);
    expect(await officeOrders(colleague.headers, '?limit=1&offset=1')).toMatchObject({
      limit: 1,
      offset: 1,
      count: 1,
      total: 2,
      results: [{ id: first.order.id }],
    });
    const switched = await fetch(`${api.baseUrl}/mw/offices/active`, {
      method: 'POST',
      headers: manager.headers,
      body: JSON.stringify({ businessUnitId: surgery.id }),
    });
    expect(switched.status).toBe(200);
    expect((await officeOrders(manager.headers)).results.map((order) => order.id)).toEqual([atSurgery.order.id]);
    const seenByOutsider = (await officeOrders(outsider.headers)).results.map((order) => order.id);
    expect(seenByOutsider).not.toContain(first.order.id);
    expect(seenByOutsider).not.toContain(atSurgery.order.id);
    // A customer without any office sees an empty list.
    const loner = await fx.customer();
    expect(await officeOrders((await signIn(api.db, loner.id)).headers)).toMatchObject({
      count: 0,
      total: 0,
      results: [],
    });
  });

  it('aggregates recently bought items by sku over the last 100 days, newest first, paged', async () => {
    const me = await buyer();
    await placeTestOrder(api.db, me, { completedAt: daysAgo(140), lines: [testLine('CS-OLD-BX', 9, 100)] });
    await placeTestOrder(api.db, me, {
      completedAt: daysAgo(40),
      lines: [testLine('CS-10-BX', 2, 1000), testLine('CS-20-CS', 1, 5000)],
    });
    await placeTestOrder(api.db, me, { completedAt: daysAgo(4), lines: [testLine('CS-10-BX', 5, 1000)] });
    const recent = async (query = '') => {
      const response = await get(`/ct/recent-items${query}`, me.headers);
      expect(response.status).toBe(200);
      return recentItemsResponseSchema.parse(await response.json());
    };
    const all = await recent('?page=1&pageSize=100&days=100');
    expect(all).toMatchObject({ page: 1, pageSize: 100, days: 100, total: 2 });
    expect(
      all.results.map((item) => [
        item.sku,
        item.quantity,
        item.order_count,
        item.item_number,
        item.product_slug?.['en-US'],
      ]),
    ).toEqual([
      ['CS-10-BX', 7, 2, '10', 'nitrile-gloves-cs-10-bx'],
      ['CS-20-CS', 1, 1, '20', 'nitrile-gloves-cs-20-cs'],
    ]);
    expect((await recent('?page=2&pageSize=1')).results.map((item) => item.sku)).toEqual(['CS-20-CS']);
    expect((await recent('?days=30')).results.map((item) => item.sku)).toEqual(['CS-10-BX']);
    expect((await get('/ct/recent-items?days=365', me.headers)).status).toBe(400);
  });

  it('counts both 100-day windows from the injected clock, to the minute', async () => {
    const me = await buyer();
    const clock = new Date('2030-01-01T00:00:00Z');
    const before = (days: number, minutes = 0) => new Date(clock.getTime() - days * day + minutes * 60_000);
    const inside = await placeTestOrder(api.db, me, {
      completedAt: before(100, 1),
      lines: [testLine('CS-IN-BX', 1, 100)],
    });
    await placeTestOrder(api.db, me, { completedAt: before(100, -1), lines: [testLine('CS-OUT-BX', 1, 100)] });
    const service = ordersService(api.db);
    const caller = customerContext(api.db, { customerId: me.customerId, sessionId: me.sessionId, now: clock });
    const page = await service.listMine(caller, predicateQueryParamsSchema.parse({ limit: '500' }));
    expect(page.results.map((order) => order.id)).toEqual([inside.order.id]);
    const recent = await service.recentItems(caller, { page: 1, pageSize: 100, days: 100 });
    expect(recent.results.map((item) => item.sku)).toEqual(['CS-IN-BX']);
  });

  it('needs a customer token: no token 401, a client token 403', async () => {
    for (const path of ['/aces/me/orders', '/mw/orders', '/ct/recent-items']) {
      expect((await fetch(`${api.baseUrl}${path}`)).status, path).toBe(401);
      const clientToken = await api.tokenFor(['manage_my_orders']);
      expect(
        (await fetch(`${api.baseUrl}${path}`, { headers: { authorization: `Bearer ${clientToken}` } })).status,
        path,
      ).toBe(403);
      const readerToken = await api.tokenFor();
      expect(
        (await fetch(`${api.baseUrl}${path}`, { headers: { authorization: `Bearer ${readerToken}` } })).status,
        path,
      ).toBe(403);
    }
  });
});

import { mailOutboxRepository, schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { messages, support } from '@chairside/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { checkoutFixture, controllableGateway, type CheckoutFixture } from './checkout.test-fixture';

describe.each(testDatabaseTargets())('POST /ct/hs-orders ($name)', (target) => {
  let api: TestApi;
  let f: CheckoutFixture;
  const recording = controllableGateway();

  beforeAll(async () => {
    api = await startTestApi(target, { paymentGateway: recording.wrap });
    f = await checkoutFixture(api);
  });
  afterAll(() => api?.close());

  it('places a card order: repriced totals, stock reserved, cart Ordered, ERP export row, confirmation mail', async () => {
    const { customer, headers } = await f.customerIn(f.offices.card);
    await f.setStock(f.skus.gloves, 10);
    const cart = await f.cartWith(headers, { [f.skus.gloves]: 3 }, 'ordC0001');
    const order = await f.placed(
      await f.place(
        headers,
        { cart_id: cart.id, card: true, card_uuid: await f.cardOf(headers), po_number: 'PO-77' },
        'place-card-1',
      ),
    );
    // 3 × 2000 + handling 599 + minimum-order 949 (spec §9).
    expect(order.totalPrice.centAmount).toBe(6000 + 599 + 949);
    expect(order.orderNumber).toMatch(/^CS\d+$/);
    expect(order.purchaseOrderNumber).toBe('PO-77');
    expect(
      order.lineItems.map((line) => [line.variant.sku, line.quantity, line.custom.fields.hs_inventory_qty_backorder]),
    ).toEqual([[f.skus.gloves, 3, 0]]);
    expect(await f.stockOf(f.skus.gloves)).toBe(7);
    expect(await f.cartState(headers, cart.id)).toBe('Ordered');
    const [row] = await f.ordersOfCart(cart.id);
    expect(row).toMatchObject({ paymentMethod: 'card', cardLast4: '4242', cardBrand: 'visa', customerId: customer.id });
    expect(row!.gatewayAuthorizationId).toBeTruthy();
    expect(
      await api.db.select().from(schema.orderExports).where(eq(schema.orderExports.orderId, order.id)),
    ).toHaveLength(1);
    await expect
      .poll(async () => (await mailOutboxRepository(api.db).latest(1, customer.email))[0]?.text ?? '')
      .toContain(order.orderNumber);
    const [mail] = await mailOutboxRepository(api.db).latest(1, customer.email);
    expect(mail!.text).toContain('Total: $75.48');
    expect(mail!.text).toContain('9400001');
    expect(mail!.text).not.toContain('4242424242424242');
    // The ordered cart is frozen: no second order of it.
    await f.expectError(await f.place(headers, { cart_id: cart.id }), 400, 'InvalidOperation');
  });

  it('places an order on account for an office with terms', async () => {
    const { headers } = await f.customerIn(f.offices.terms);
    await f.setStock(f.skus.burs, 100);
    const cart = await f.cartWith(headers, { [f.skus.burs]: 7 }, 'ordT0001');
    const order = await f.placed(await f.place(headers, { cart_id: cart.id }));
    expect(order.totalPrice.centAmount).toBe(28_000 + 599);
    const [row] = await f.ordersOfCart(cart.id);
    expect(row).toMatchObject({ paymentMethod: 'on-account', gatewayAuthorizationId: null, purchaseOrderNumber: null });
  });

  it("answers 404 for another customer's cart and changes nothing", async () => {
    const owner = await f.customerIn(f.offices.terms);
    const other = await f.customerIn(f.offices.terms);
    const cart = await f.cartWith(owner.headers, { [f.skus.burs]: 1 }, 'ordT0001');
    await f.expectError(await f.place(other.headers, { cart_id: cart.id }), 404, 'ResourceNotFound');
    await f.expectError(await f.place(other.headers, { cart_id: 'not-a-cart' }), 404, 'ResourceNotFound');
    expect(await f.cartState(owner.headers, cart.id)).toBe('Active');
    expect(await f.ordersOfCart(cart.id)).toHaveLength(0);
  });

  it('refuses on account without terms, and any checkout of a declined office naming whom to call', async () => {
    const card = await f.customerIn(f.offices.card);
    const cart = await f.cartWith(card.headers, { [f.skus.burs]: 1 }, 'ordC0001');
    await f.expectError(await f.place(card.headers, { cart_id: cart.id }), 400, 'PaymentTermsNotAllowed');
    const declined = await f.customerIn(f.offices.declined);
    const declinedCart = await f.cartWith(declined.headers, { [f.skus.burs]: 1 }, 'ordX0001');
    const error = await f.expectError(
      await f.place(declined.headers, {
        cart_id: declinedCart.id,
        card: true,
        card_uuid: await f.cardOf(declined.headers),
      }),
      400,
      'CheckoutDeclined',
    );
    expect(error.message).toContain(support.phone);
    expect([...(await f.ordersOfCart(cart.id)), ...(await f.ordersOfCart(declinedCart.id))]).toHaveLength(0);
  });

  it('refuses an empty cart, a cart without shipping address and card: true without card_uuid', async () => {
    const { headers } = await f.customerIn(f.offices.terms);
    const empty = await f.cartWith(headers, {});
    await f.expectError(await f.place(headers, { cart_id: empty.id }), 400, 'InvalidOperation');
    await f.call(headers, 'DELETE', `/aces/me/carts/${empty.id}?version=${empty.version}`);
    const unaddressed = await f.cartWith(headers, { [f.skus.burs]: 1 });
    await f.expectError(await f.place(headers, { cart_id: unaddressed.id }), 400, 'InvalidOperation');
    await f.expectError(await f.place(headers, { cart_id: unaddressed.id, card: true }), 400, 'InvalidInput');
  });

  it('a declined card places no order and gives back the stock, the discount-code uses and the cart', async () => {
    const { headers } = await f.customerIn(f.offices.card);
    await f.setStock(f.skus.gloves, 10);
    const cart = await f.cartWith(headers, { [f.skus.gloves]: 2 }, 'ordC0001');
    const card = await f.cardOf(headers, '4000000000000341');
    await f.expectError(
      await f.place(headers, { cart_id: cart.id, card: true, card_uuid: card }, 'declined-1'),
      400,
      'CardDeclined',
    );
    expect(await f.ordersOfCart(cart.id)).toHaveLength(0);
    expect(await f.stockOf(f.skus.gloves)).toBe(10);
    expect(await f.cartState(headers, cart.id)).toBe('Active');
  });

  it('refuses controlled lines shipped to an address without an active DEA license, naming them; a DEA address may order them', async () => {
    const { headers } = await f.customerIn(f.offices.terms);
    const cart = await f.cartWith(headers, { [f.skus.burs]: 1, [f.skus.controlled]: 2 }, 'ordT0001');
    const error = await f.expectError(await f.place(headers, { cart_id: cart.id }), 400, 'DeaLicenseRequired');
    expect(error.message).toContain(f.skus.controlled);
    expect(error.message).not.toContain(f.skus.burs);
    const moved = await f.readCart(
      await f.call(headers, 'POST', `/aces/me/carts/${cart.id}`, {
        version: cart.version,
        actions: [{ action: 'setShippingAddress', address: { id: 'ordDea01' } }],
      }),
    );
    const order = await f.placed(await f.place(headers, { cart_id: moved.id }));
    expect(
      order.lineItems.find((line) => line.variant.sku === f.skus.controlled)?.custom.fields.requires_active_dea_license,
    ).toBe(true);
  });

  it('reprices from current prices: a changed price is stored on the cart and reported instead of ordering', async () => {
    const { headers } = await f.customerIn(f.offices.card);
    const [burs] = await f.px.product('9400004', [{ uom: 'EA', countPerUnit: 1 }]);
    const [price] = await f.px.prices([{ sku: burs!, centAmount: 1000 }]);
    const cart = await f.cartWith(headers, { [burs!]: 2 }, 'ordC0001');
    await api.db
      .update(schema.standalonePrices)
      .set({ centAmount: 1250 })
      .where(eq(schema.standalonePrices.id, price!.id));
    const card = await f.cardOf(headers);
    const error = await f.expectError(
      await f.place(headers, { cart_id: cart.id, card: true, card_uuid: card }),
      400,
      'PriceChanged',
    );
    expect(error.errors[0]!.changes).toEqual([expect.objectContaining({ sku: burs, oldPrice: 1000, newPrice: 1250 })]);
    expect(await f.ordersOfCart(cart.id)).toHaveLength(0);
    const order = await f.placed(await f.place(headers, { cart_id: cart.id, card: true, card_uuid: card }));
    expect(order.totalPrice.centAmount).toBe(2500 + 599 + 949);
  });

  it('50 concurrent submits with one Idempotency-Key: exactly one order and one authorization', async () => {
    const { customer, headers } = await f.customerIn(f.offices.card);
    const cart = await f.cartWith(headers, { [f.skus.burs]: 1 }, 'ordC0001');
    const body = { cart_id: cart.id, card: true, card_uuid: await f.cardOf(headers) };
    const responses = await Promise.all(Array.from({ length: 50 }, () => f.place(headers, body, 'double-click-1')));
    const statuses = responses.map((response) => response.status);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      statuses.join(','),
    ).toBe(true);
    const orderIds = new Set(
      await Promise.all(
        responses.filter((response) => response.status === 201).map(async (response) => (await f.placed(response)).id),
      ),
    );
    expect(orderIds.size).toBe(1);
    // A retry after the rush replays the same order.
    const replay = await f.place(headers, body, 'double-click-1');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(orderIds.has((await f.placed(replay)).id)).toBe(true);
    expect(await f.ordersOfCart(cart.id)).toHaveLength(1);
    expect(recording.calls.authorize.filter((key) => key === `hs-order:${customer.id}:double-click-1`)).toHaveLength(1);
  });

  it('10 concurrent submits without a key: exactly one order and one authorization, the rest told the cart is ordered', async () => {
    const { headers } = await f.customerIn(f.offices.card);
    const cart = await f.cartWith(headers, { [f.skus.burs]: 1 }, 'ordC0001');
    const body = { cart_id: cart.id, card: true, card_uuid: await f.cardOf(headers) };
    const responses = await Promise.all(Array.from({ length: 10 }, () => f.place(headers, body)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    // The others find the cart paying (409) or ordered (400).
    for (const response of responses.filter((candidate) => candidate.status !== 201)) {
      const error = await f.expectError(response, response.status === 409 ? 409 : 400, 'InvalidOperation');
      expect([messages.paymentInProgress, 'This cart has already been ordered.']).toContain(error.message);
    }
    expect(await f.ordersOfCart(cart.id)).toHaveLength(1);
    expect(recording.calls.authorize.filter((key) => key.startsWith(`hs-order:${cart.id}:`))).toHaveLength(1);
  });

  it('two buyers racing for the last 5 units: stock never below 0, the second backordered', async () => {
    const [item] = await f.px.product('9400005', [{ uom: 'EA', countPerUnit: 1 }]);
    await f.px.prices([{ sku: item!, centAmount: 900 }]);
    await f.setStock(item!, 5);
    const buyers = [await f.customerIn(f.offices.terms), await f.customerIn(f.offices.terms)];
    const carts = await Promise.all(buyers.map(({ headers }) => f.cartWith(headers, { [item!]: 5 }, 'ordT0001')));
    const orders = await Promise.all(
      buyers.map(({ headers }, n) => f.place(headers, { cart_id: carts[n]!.id }).then(f.placed)),
    );
    const backordered = orders.map((order) => order.lineItems[0]!.custom.fields.hs_inventory_qty_backorder).sort();
    expect(backordered).toEqual([0, 5]);
    expect(await f.stockOf(item!)).toBe(0);
    const lines = await api.db
      .select()
      .from(schema.orderLineItems)
      .where(
        inArray(
          schema.orderLineItems.orderId,
          orders.map((order) => order.id),
        ),
      );
    expect(lines.map((line) => line.backorderedQuantity).sort()).toEqual([0, 5]);
  });

  it('needs a customer token', async () => {
    expect((await f.call({}, 'POST', '/ct/hs-orders', { cart_id: 'x' })).status).toBe(401);
    const client = await api.tokenFor(['manage_my_orders']);
    expect(
      (await f.call({ authorization: `Bearer ${client}` }, 'POST', '/ct/hs-orders', { cart_id: 'x' })).status,
    ).toBe(403);
  });
});

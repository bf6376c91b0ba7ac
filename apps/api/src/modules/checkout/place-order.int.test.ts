import { cartSchema, orderSchema, type Cart } from '@chairside/contracts';
import { mailOutboxRepository, schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { support } from '@chairside/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { pricingFixture } from '../../../test/pricing-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { withTimeout, type PaymentGateway } from '../payments/payment-gateway';
import { sandboxGateway } from '../payments/sandbox-gateway';

type Headers = Record<string, string>;
type Office = { id: string };

/** The sandbox, with every authorize and void call's idempotency key recorded. */
function recordingGateway() {
  const sandbox = sandboxGateway();
  const calls = { authorize: [] as string[], void: [] as string[] };
  const gateway: PaymentGateway = {
    name: sandbox.name,
    tokenize: (card, options) => sandbox.tokenize(card, options),
    authorize: (request, options) => {
      calls.authorize.push(request.idempotencyKey);
      return sandbox.authorize(request, options);
    },
    capture: (request, options) => sandbox.capture(request, options),
    void: (request, options) => {
      calls.void.push(request.idempotencyKey);
      return sandbox.void(request, options);
    },
  };
  return { gateway: withTimeout(gateway, 200), calls };
}

describe.each(testDatabaseTargets())('POST /ct/hs-orders ($name)', (target) => {
  let api: TestApi;
  let fx: ReturnType<typeof customerFixture>;
  let px: ReturnType<typeof pricingFixture>;
  let termsOffice: Office;
  let cardOffice: Office;
  let declinedOffice: Office;
  let warehouseId: string;
  let skus: { gloves: string; burs: string; controlled: string };
  const recording = recordingGateway();

  beforeAll(async () => {
    api = await startTestApi(target, { paymentGateway: recording.gateway });
    fx = customerFixture(api.db);
    px = pricingFixture(api.db);
    termsOffice = await fx.office('A Terms Dental', [{ id: 'ordT0001', shippingAccountNumber: 'SA-ORD-1' }, { id: 'ordDea01', shippingAccountNumber: 'SA-ORD-2', dea: true }], {
      contract: true,
      termsAllowed: true,
    });
    cardOffice = await fx.office('B Card Dental', [{ id: 'ordC0001', shippingAccountNumber: 'SA-ORD-3' }]);
    declinedOffice = await fx.office('C Declined Dental', [{ id: 'ordX0001', shippingAccountNumber: 'SA-ORD-4' }], { termsAllowed: true });
    await api.db.update(schema.businessUnits).set({ checkoutDeclined: true, checkoutApproved: false }).where(eq(schema.businessUnits.id, declinedOffice.id));
    const [account] = await api.db.select().from(schema.shippingAccounts).where(eq(schema.shippingAccounts.number, 'SA-ORD-1'));
    warehouseId = account!.warehouseChannelId;
    const [gloves] = await px.product('9400001', [{ uom: 'BX', countPerUnit: 100 }]);
    const [burs] = await px.product('9400002', [{ uom: 'PK', countPerUnit: 5 }]);
    const [controlled] = await px.product('9400003', [{ uom: 'VL', countPerUnit: 1 }]);
    skus = { gloves: gloves!, burs: burs!, controlled: controlled! };
    await api.db
      .update(schema.productVariants)
      .set({ attributes: { hs_item_number: '9400003', hs_uom: 'VL', requires_active_dea_license: true } })
      .where(eq(schema.productVariants.sku, skus.controlled));
    await px.prices([
      { sku: skus.gloves, centAmount: 2000 },
      { sku: skus.burs, centAmount: 4000 },
      { sku: skus.controlled, centAmount: 1200 },
    ]);
  });
  afterAll(() => api?.close());

  const call = (headers: Headers, method: string, path: string, body?: unknown) =>
    fetch(`${api.baseUrl}${path}`, { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const customerIn = async (office: Office) => {
    const customer = await fx.customer({ officeIds: [office.id] });
    return { customer, headers: (await signIn(api.db, customer.id)).headers };
  };
  const readCart = async (response: Response): Promise<Cart> => {
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBeLessThan(300);
    return cartSchema.parse(body);
  };
  /** An active cart with `lines` (sku → quantity), shipped to `addressId`. */
  const cartWith = async (headers: Headers, lines: Record<string, number>, addressId?: string) => {
    const cart = await readCart(await call(headers, 'POST', '/aces/me/carts', { currency: 'USD' }));
    const actions: unknown[] = Object.entries(lines).map(([sku, quantity]) => ({ action: 'addLineItem', sku, quantity }));
    if (addressId) actions.push({ action: 'setShippingAddress', address: { id: addressId } });
    return readCart(await call(headers, 'POST', `/aces/me/carts/${cart.id}`, { version: cart.version, actions }));
  };
  const cardOf = async (headers: Headers, number = '4242424242424242') => {
    const response = await call(headers, 'POST', '/mw/cards', { number, expiry: '12 / 30', cvc: '123', save: false });
    const body = (await response.json()) as { uuid: string };
    expect(response.status, JSON.stringify(body)).toBe(201);
    return body.uuid;
  };
  const place = (headers: Headers, body: Record<string, unknown>, key?: string) => call({ ...headers, ...(key ? { 'idempotency-key': key } : {}) }, 'POST', '/ct/hs-orders', body);
  const placed = async (response: Response) => {
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(201);
    return orderSchema.parse((body as { order: unknown }).order);
  };
  const expectError = async (response: Response, status: number, code: string) => {
    const error = await readError(response.clone()).catch(async () => { throw new Error(`${response.status} ${await response.text()}`); });
    expect(response.status, error.message).toBe(status);
    expect(error.errors[0]!.code).toBe(code);
    return error;
  };
  const stockOf = async (sku: string) =>
    (await api.db.select().from(schema.inventoryEntries).where(eq(schema.inventoryEntries.sku, sku))).reduce((total, lot) => total + lot.quantityOnStock, 0);
  const setStock = async (sku: string, quantity: number) => {
    await api.db.delete(schema.inventoryEntries).where(eq(schema.inventoryEntries.sku, sku));
    await px.lots([{ sku, supplyChannelId: warehouseId, quantityOnStock: quantity }]);
  };
  const ordersOfCart = (cartId: string) => api.db.select().from(schema.orders).where(eq(schema.orders.cartId, cartId));
  const cartState = async (headers: Headers, cartId: string) => (await readCart(await call(headers, 'GET', `/aces/me/carts/${cartId}`))).cartState;

  it('places a card order: repriced totals, stock reserved, cart Ordered, ERP export row, confirmation mail', async () => {
    const { customer, headers } = await customerIn(cardOffice);
    await setStock(skus.gloves, 10);
    const cart = await cartWith(headers, { [skus.gloves]: 3 }, 'ordC0001');
    const order = await placed(await place(headers, { cart_id: cart.id, card: true, card_uuid: await cardOf(headers), po_number: 'PO-77' }, 'place-card-1'));
    // 3 × 2000 + handling 599 + minimum-order 949 (spec §9).
    expect(order.totalPrice.centAmount).toBe(6000 + 599 + 949);
    expect(order.orderNumber).toMatch(/^CS\d+$/);
    expect(order.purchaseOrderNumber).toBe('PO-77');
    expect(order.lineItems.map((line) => [line.variant.sku, line.quantity, line.custom.fields.hs_inventory_qty_backorder])).toEqual([[skus.gloves, 3, 0]]);
    expect(await stockOf(skus.gloves)).toBe(7);
    expect(await cartState(headers, cart.id)).toBe('Ordered');
    const [row] = await ordersOfCart(cart.id);
    expect(row).toMatchObject({ paymentMethod: 'card', cardLast4: '4242', cardBrand: 'visa', customerId: customer.id });
    expect(row!.gatewayAuthorizationId).toBeTruthy();
    expect(await api.db.select().from(schema.orderExports).where(eq(schema.orderExports.orderId, order.id))).toHaveLength(1);
    await expect.poll(async () => (await mailOutboxRepository(api.db).latest(1, customer.email))[0]?.text ?? '').toContain(order.orderNumber);
    const [mail] = await mailOutboxRepository(api.db).latest(1, customer.email);
    expect(mail!.text).toContain('Total: $75.48');
    expect(mail!.text).toContain('9400001');
    expect(mail!.text).not.toContain('4242424242424242');
    // The ordered cart is frozen: no second order of it.
    await expectError(await place(headers, { cart_id: cart.id }), 400, 'InvalidOperation');
  });

  it('places an order on account for an office with terms', async () => {
    const { headers } = await customerIn(termsOffice);
    await setStock(skus.burs, 100);
    const cart = await cartWith(headers, { [skus.burs]: 7 }, 'ordT0001');
    const order = await placed(await place(headers, { cart_id: cart.id }));
    expect(order.totalPrice.centAmount).toBe(28_000 + 599);
    const [row] = await ordersOfCart(cart.id);
    expect(row).toMatchObject({ paymentMethod: 'on-account', gatewayAuthorizationId: null, purchaseOrderNumber: null });
  });

  it("answers 404 for another customer's cart and changes nothing", async () => {
    const owner = await customerIn(termsOffice);
    const other = await customerIn(termsOffice);
    const cart = await cartWith(owner.headers, { [skus.burs]: 1 }, 'ordT0001');
    await expectError(await place(other.headers, { cart_id: cart.id }), 404, 'ResourceNotFound');
    await expectError(await place(other.headers, { cart_id: 'not-a-cart' }), 404, 'ResourceNotFound');
    expect(await cartState(owner.headers, cart.id)).toBe('Active');
    expect(await ordersOfCart(cart.id)).toHaveLength(0);
  });

  it('refuses on account without terms, and any checkout of a declined office naming whom to call', async () => {
    const card = await customerIn(cardOffice);
    const cart = await cartWith(card.headers, { [skus.burs]: 1 }, 'ordC0001');
    await expectError(await place(card.headers, { cart_id: cart.id }), 400, 'PaymentTermsNotAllowed');
    const declined = await customerIn(declinedOffice);
    const declinedCart = await cartWith(declined.headers, { [skus.burs]: 1 }, 'ordX0001');
    const error = await expectError(await place(declined.headers, { cart_id: declinedCart.id, card: true, card_uuid: await cardOf(declined.headers) }), 400, 'CheckoutDeclined');
    expect(error.message).toContain(support.phone);
    expect([...(await ordersOfCart(cart.id)), ...(await ordersOfCart(declinedCart.id))]).toHaveLength(0);
  });

  it('refuses an empty cart, a cart without shipping address and card: true without card_uuid', async () => {
    const { headers } = await customerIn(termsOffice);
    const empty = await cartWith(headers, {});
    await expectError(await place(headers, { cart_id: empty.id }), 400, 'InvalidOperation');
    await call(headers, 'DELETE', `/aces/me/carts/${empty.id}?version=${empty.version}`);
    const unaddressed = await cartWith(headers, { [skus.burs]: 1 });
    await expectError(await place(headers, { cart_id: unaddressed.id }), 400, 'InvalidOperation');
    await expectError(await place(headers, { cart_id: unaddressed.id, card: true }), 400, 'InvalidInput');
  });

  it.each([
    ['declined', '4000000000000341', 400, 'CardDeclined'],
    ['timed out', '4000000000000408', 504, 'PaymentGatewayTimeout'],
  ])('a %s card places no order, leaves stock and cart as they were', async (_, number, status, code) => {
    const { headers } = await customerIn(cardOffice);
    await setStock(skus.gloves, 10);
    const cart = await cartWith(headers, { [skus.gloves]: 2 }, 'ordC0001');
    await expectError(await place(headers, { cart_id: cart.id, card: true, card_uuid: await cardOf(headers, number) }, `bad-card-${number}`), status, code);
    expect(await ordersOfCart(cart.id)).toHaveLength(0);
    expect(await stockOf(skus.gloves)).toBe(10);
    expect(await cartState(headers, cart.id)).toBe('Active');
  });

  it('refuses controlled lines shipped to an address without an active DEA license, naming them; a DEA address may order them', async () => {
    const { headers } = await customerIn(termsOffice);
    const cart = await cartWith(headers, { [skus.burs]: 1, [skus.controlled]: 2 }, 'ordT0001');
    const error = await expectError(await place(headers, { cart_id: cart.id }), 400, 'DeaLicenseRequired');
    expect(error.message).toContain(skus.controlled);
    expect(error.message).not.toContain(skus.burs);
    const moved = await readCart(await call(headers, 'POST', `/aces/me/carts/${cart.id}`, { version: cart.version, actions: [{ action: 'setShippingAddress', address: { id: 'ordDea01' } }] }));
    const order = await placed(await place(headers, { cart_id: moved.id }));
    expect(order.lineItems.find((line) => line.variant.sku === skus.controlled)?.custom.fields.requires_active_dea_license).toBe(true);
  });

  it('reprices from current prices: a changed price is stored on the cart and reported instead of ordering', async () => {
    const { headers } = await customerIn(cardOffice);
    const [burs] = await px.product('9400004', [{ uom: 'EA', countPerUnit: 1 }]);
    const [price] = await px.prices([{ sku: burs!, centAmount: 1000 }]);
    const cart = await cartWith(headers, { [burs!]: 2 }, 'ordC0001');
    await api.db.update(schema.standalonePrices).set({ centAmount: 1250 }).where(eq(schema.standalonePrices.id, price!.id));
    const card = await cardOf(headers);
    const error = await expectError(await place(headers, { cart_id: cart.id, card: true, card_uuid: card }), 400, 'PriceChanged');
    expect(error.errors[0]!.changes).toEqual([expect.objectContaining({ sku: burs, oldPrice: 1000, newPrice: 1250 })]);
    expect(await ordersOfCart(cart.id)).toHaveLength(0);
    const order = await placed(await place(headers, { cart_id: cart.id, card: true, card_uuid: card }));
    expect(order.totalPrice.centAmount).toBe(2500 + 599 + 949);
  });

  it('50 concurrent submits with one Idempotency-Key: exactly one order and one authorization', async () => {
    const { customer, headers } = await customerIn(cardOffice);
    const cart = await cartWith(headers, { [skus.burs]: 1 }, 'ordC0001');
    const body = { cart_id: cart.id, card: true, card_uuid: await cardOf(headers) };
    const responses = await Promise.all(Array.from({ length: 50 }, () => place(headers, body, 'double-click-1')));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 409), statuses.join(',')).toBe(true);
    const orderIds = new Set(await Promise.all(responses.filter((response) => response.status === 201).map(async (response) => (await placed(response)).id)));
    expect(orderIds.size).toBe(1);
    // A retry after the rush replays the same order.
    const replay = await place(headers, body, 'double-click-1');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(orderIds.has((await placed(replay)).id)).toBe(true);
    expect(await ordersOfCart(cart.id)).toHaveLength(1);
    expect(recording.calls.authorize.filter((key) => key === `hs-order:${customer.id}:double-click-1`)).toHaveLength(1);
  });

  it('10 concurrent submits without a key: exactly one order and one authorization, the rest told the cart is ordered', async () => {
    const { headers } = await customerIn(cardOffice);
    const cart = await cartWith(headers, { [skus.burs]: 1 }, 'ordC0001');
    const body = { cart_id: cart.id, card: true, card_uuid: await cardOf(headers) };
    const responses = await Promise.all(Array.from({ length: 10 }, () => place(headers, body)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    for (const response of responses.filter((candidate) => candidate.status !== 201)) {
      const error = await expectError(response, 400, 'InvalidOperation');
      expect(error.message).toBe('This cart has already been ordered.');
    }
    expect(await ordersOfCart(cart.id)).toHaveLength(1);
    expect(recording.calls.authorize.filter((key) => key.startsWith(`hs-order:${cart.id}:`))).toHaveLength(1);
  });

  it('two buyers racing for the last 5 units: stock never below 0, the second backordered', async () => {
    const [item] = await px.product('9400005', [{ uom: 'EA', countPerUnit: 1 }]);
    await px.prices([{ sku: item!, centAmount: 900 }]);
    await setStock(item!, 5);
    const buyers = [await customerIn(termsOffice), await customerIn(termsOffice)];
    const carts = await Promise.all(buyers.map(({ headers }) => cartWith(headers, { [item!]: 5 }, 'ordT0001')));
    const orders = await Promise.all(buyers.map(({ headers }, n) => place(headers, { cart_id: carts[n]!.id }).then(placed)));
    const backordered = orders.map((order) => order.lineItems[0]!.custom.fields.hs_inventory_qty_backorder).sort();
    expect(backordered).toEqual([0, 5]);
    expect(await stockOf(item!)).toBe(0);
    const lines = await api.db.select().from(schema.orderLineItems).where(inArray(schema.orderLineItems.orderId, orders.map((order) => order.id)));
    expect(lines.map((line) => line.backorderedQuantity).sort()).toEqual([0, 5]);
  });

  it('needs a customer token', async () => {
    expect((await call({}, 'POST', '/ct/hs-orders', { cart_id: 'x' })).status).toBe(401);
    const client = await api.tokenFor(['manage_my_orders']);
    expect((await call({ authorization: `Bearer ${client}` }, 'POST', '/ct/hs-orders', { cart_id: 'x' })).status).toBe(403);
  });
});

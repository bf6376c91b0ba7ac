import { cartSchema, orderSchema, type Cart } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { pricingFixture } from '../../../test/pricing-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';

type Headers = Record<string, string>;
const day = 86_400_000;

describe.each(testDatabaseTargets())('discount codes on carts and orders ($name)', (target) => {
  let api: TestApi;
  let headersOf: () => Promise<Headers>;
  let gloves: string;
  const codeIds: Record<string, string> = {};

  beforeAll(async () => {
    api = await startTestApi(target);
    const fx = customerFixture(api.db);
    const px = pricingFixture(api.db);
    const office = await fx.office('Discount Dental', [{ id: 'discA001', shippingAccountNumber: 'SA-DISC-1' }], {
      termsAllowed: true,
    });
    const [sku] = await px.product('9500001', [{ uom: 'BX', countPerUnit: 100 }]);
    gloves = sku!;
    await px.prices([{ sku: gloves, centAmount: 10_000 }]);
    const now = Date.now();
    const rows = await api.db
      .insert(schema.discountCodes)
      .values([
        { code: 'WELCOME10', name: { 'en-US': '10% off' }, permyriad: 1000 },
        { code: 'BULK25', name: { 'en-US': '$25 off $500' }, centAmount: 2500, minimumSubtotalCentAmount: 50_000 },
        { code: 'ENDED', name: { 'en-US': 'Ended' }, permyriad: 500, validUntil: new Date(now - day) },
        { code: 'RETIRED', name: { 'en-US': 'Retired' }, permyriad: 500, isActive: false },
        { code: 'USEDUP', name: { 'en-US': 'Used up' }, permyriad: 500, maxApplications: 1, applications: 1 },
        { code: 'ONCE', name: { 'en-US': 'One order only' }, centAmount: 1000, maxApplications: 1 },
      ])
      .returning({ id: schema.discountCodes.id, code: schema.discountCodes.code });
    for (const row of rows) codeIds[row.code] = row.id;
    headersOf = async () => (await signIn(api.db, (await fx.customer({ officeIds: [office.id] })).id)).headers;
  });
  afterAll(() => api?.close());

  const call = (headers: Headers, method: string, path: string, body?: unknown) =>
    fetch(`${api.baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const update = (headers: Headers, cart: Pick<Cart, 'id' | 'version'>, actions: unknown[]) =>
    call(headers, 'POST', `/aces/me/carts/${cart.id}`, { version: cart.version, actions });
  const updated = async (headers: Headers, cart: Pick<Cart, 'id' | 'version'>, actions: unknown[]) => {
    const response = await update(headers, cart, actions);
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    return cartSchema.parse(body);
  };
  const cartWith = async (headers: Headers, quantity: number) => {
    const created = cartSchema.parse(await (await call(headers, 'POST', '/aces/me/carts', { currency: 'USD' })).json());
    return updated(headers, created, [
      { action: 'addLineItem', sku: gloves, quantity },
      { action: 'setShippingAddress', address: { id: 'discA001' } },
    ]);
  };
  const refusal = async (response: Response) => {
    const error = await readError(response);
    return { status: response.status, code: error.errors[0]!.code, message: error.message };
  };

  it('applies a code typed in any case before the fees, and refuses it twice', async () => {
    const headers = await headersOf();
    // 2 × $100: $200 of lines, under the $249 minimum-order threshold.
    const cart = await updated(headers, await cartWith(headers, 2), [
      { action: 'addDiscountCode', code: ' welcome10 ' },
    ]);
    expect(cart.display.discountCodes).toEqual([
      {
        id: codeIds.WELCOME10,
        code: 'WELCOME10',
        state: 'MatchesCart',
        amount: 2000,
        message: "The discount code 'WELCOME10' has been applied.",
      },
    ]);
    expect(cart.discountCodes).toEqual([
      { discountCode: { typeId: 'discount-code', id: codeIds.WELCOME10 }, state: 'MatchesCart' },
    ]);
    expect(cart.display.lineItemsTotal).toBe(20_000);
    expect(cart.display.discountTotal).toBe(2000);
    expect(cart.totalPrice.centAmount).toBe(18_000);
    expect(cart.display.total).toBe(18_000 + 599 + 949);
    expect(await refusal(await update(headers, cart, [{ action: 'addDiscountCode', code: 'WELCOME10' }]))).toEqual({
      status: 400,
      code: 'InvalidOperation',
      message: "The discount code 'WELCOME10' is already applied to your cart.",
    });
  });

  it('keeps a code whose minimum the cart has not reached, and applies it once the cart does', async () => {
    const headers = await headersOf();
    const cart = await updated(headers, await cartWith(headers, 1), [{ action: 'addDiscountCode', code: 'BULK25' }]);
    expect(cart.display.discountCodes[0]).toMatchObject({
      state: 'DoesNotMatchCart',
      amount: 0,
      message:
        "The discount code 'BULK25' applies to orders of $500.00 or more; it will apply once your items reach that amount.",
    });
    expect(cart.display.discountTotal).toBe(0);
    const bigger = await updated(headers, cart, [
      { action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: 5 },
    ]);
    expect(bigger.display.discountCodes[0]).toMatchObject({ state: 'MatchesCart', amount: 2500 });
    expect(bigger.display.total).toBe(50_000 - 2500 + 599);
    const removed = await updated(headers, bigger, [
      { action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id: codeIds.BULK25 } },
    ]);
    expect(removed.display.discountCodes).toEqual([]);
    expect(removed.display.total).toBe(50_000 + 599);
  });

  it.each([
    ['NOSUCH', "The discount code 'NOSUCH' was not found."],
    ['ENDED', "The discount code 'ENDED' is not valid at this time."],
    ['RETIRED', "The discount code 'RETIRED' is no longer active."],
    ['USEDUP', "The discount code 'USEDUP' has reached its maximum number of uses."],
  ])('refuses %s with DiscountCodeNonApplicable: %s', async (code, message) => {
    const headers = await headersOf();
    expect(
      await refusal(await update(headers, await cartWith(headers, 1), [{ action: 'addDiscountCode', code }])),
    ).toEqual({ status: 400, code: 'DiscountCodeNonApplicable', message });
  });

  it('orders at the discounted total, counts the use, and refuses a second order once a one-use code is used up', async () => {
    const first = await headersOf();
    const second = await headersOf();
    const cartA = await updated(first, await cartWith(first, 3), [{ action: 'addDiscountCode', code: 'ONCE' }]);
    const cartB = await updated(second, await cartWith(second, 3), [{ action: 'addDiscountCode', code: 'ONCE' }]);

    const response = await call(first, 'POST', '/ct/hs-orders', { cart_id: cartA.id, card: false });
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(201);
    const order = orderSchema.parse((body as { order: unknown }).order);
    expect(order.totalPrice.centAmount).toBe(30_000 - 1000 + 599);
    expect(order.custom.fields.subtotal.centAmount).toBe(30_000);
    expect(order.custom.fields.discount_total?.centAmount).toBe(1000);
    expect(order.discountCodes).toEqual([
      { discountCode: { typeId: 'discount-code', id: codeIds.ONCE }, state: 'MatchesCart' },
    ]);
    const [code] = await api.db.select().from(schema.discountCodes).where(eq(schema.discountCodes.id, codeIds.ONCE!));
    expect(code!.applications).toBe(1);

    // The other cart still holds the code; it is used up now, so that order is refused and nothing is placed.
    const refused = await refusal(await call(second, 'POST', '/ct/hs-orders', { cart_id: cartB.id, card: false }));
    expect(refused).toEqual({
      status: 400,
      code: 'DiscountCodeNonApplicable',
      message: "The discount code 'ONCE' has reached its maximum number of uses.",
    });
    expect(await api.db.select().from(schema.orders).where(eq(schema.orders.cartId, cartB.id))).toEqual([]);
  });

  it('lets a customer token read the codes on its own carts by id (spec §7 discount-codes where id), no other code', async () => {
    const headers = await headersOf();
    await updated(headers, await cartWith(headers, 1), [{ action: 'addDiscountCode', code: 'WELCOME10' }]);
    const read = async (who: Headers, path: string) => {
      const response = await call(who, 'GET', path);
      expect(response.status).toBe(200);
      return ((await response.json()) as { results: { code: string }[] }).results.map((code) => code.code);
    };
    const byIds = `/aces/discount-codes?${new URLSearchParams({ where: `id in ("${codeIds.WELCOME10}", "${codeIds.BULK25}")` })}`;
    expect(await read(headers, byIds)).toEqual(['WELCOME10']);
    expect(await read(headers, '/aces/discount-codes')).toEqual(['WELCOME10']);
    expect((await call(headers, 'GET', `/aces/discount-codes/${codeIds.WELCOME10}`)).status).toBe(200);
    expect((await call(headers, 'GET', `/aces/discount-codes/${codeIds.BULK25}`)).status).toBe(404);
    // Another customer holds none of them.
    expect(await read(await headersOf(), byIds)).toEqual([]);
  });
});

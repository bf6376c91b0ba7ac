import { customerContext } from '../../access/test-context';
import { cartSchema, repriceCartResponseSchema, type Cart, type MyCartUpdate } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { cartLimits, deaMessages, messages } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { pricingFixture } from '../../../test/pricing-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { authClient, seedAccounts } from '../auth/auth-test-client';
import { cartsService } from './carts.service';

type Headers = Record<string, string>;
type Office = { id: string; pricingContractChannelId: string | null };

describe.each(testDatabaseTargets())('carts: me/carts, me/active-cart, /ct/reprice-cart ($name)', (target) => {
  let api: TestApi;
  let fx: ReturnType<typeof customerFixture>;
  let contractOffice: Office;
  let retailOffice: Office;
  let skus: { gloves: string; burs: string; unpriced: string; controlled: string; chair: string };

  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts });
    fx = customerFixture(api.db);
    const px = pricingFixture(api.db);
    // Names sort the contract office first: a fresh session works in it.
    contractOffice = await fx.office(
      'A Contract Dental',
      [
        { id: 'cartC001', shippingAccountNumber: 'SA-CART-1' },
        { id: 'cartDea1', shippingAccountNumber: 'SA-CART-2', dea: true },
        { id: 'cartBil1', billingOnly: true },
      ],
      {
        contract: true,
      },
    );
    retailOffice = await fx.office('B Retail Dental', [{ id: 'cartR001', shippingAccountNumber: 'SA-CART-3' }]);
    const [gloves] = await px.product('9300001', [{ uom: 'BX', countPerUnit: 100 }]);
    const [burs] = await px.product('9300002', [{ uom: 'PK', countPerUnit: 5 }]);
    const [unpriced] = await px.product('9300003', [{ uom: 'EA', countPerUnit: 1 }]);
    const [controlled] = await px.product('9300004', [{ uom: 'VL', countPerUnit: 1 }]);
    const [chair] = await px.product('9300005', [{ uom: 'EA', countPerUnit: 1 }]);
    skus = { gloves: gloves!, burs: burs!, unpriced: unpriced!, controlled: controlled!, chair: chair! };
    await api.db
      .update(schema.productVariants)
      .set({ attributes: { hs_item_number: '9300004', hs_uom: 'VL', requires_active_dea_license: true } })
      .where(eq(schema.productVariants.sku, skus.controlled));
    await px.prices([
      { sku: skus.gloves, centAmount: 1999 },
      { sku: skus.gloves, centAmount: 1500, channelId: contractOffice.pricingContractChannelId },
      { sku: skus.burs, centAmount: 4599, discountedCentAmount: 3999 },
      { sku: skus.unpriced, centAmount: 500, active: false },
      { sku: skus.controlled, centAmount: 1200 },
      { sku: skus.chair, centAmount: 30_000 },
    ]);
  });
  afterAll(() => api?.close());

  const call = (headers: Headers, method: string, path: string, body?: unknown) =>
    fetch(`${api.baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const readCart = async (response: Response, status = 200): Promise<Cart> => {
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(status);
    return cartSchema.parse(body);
  };
  const newCart = async (headers: Headers) =>
    readCart(await call(headers, 'POST', '/aces/me/carts', { currency: 'USD' }), 201);
  const update = (headers: Headers, cart: Pick<Cart, 'id' | 'version'>, actions: unknown[]) =>
    call(headers, 'POST', `/aces/me/carts/${cart.id}`, { version: cart.version, actions });
  const updated = async (headers: Headers, cart: Pick<Cart, 'id' | 'version'>, actions: unknown[]) =>
    readCart(await update(headers, cart, actions));
  const getCart = async (headers: Headers, id: string) => readCart(await call(headers, 'GET', `/aces/me/carts/${id}`));
  const customerIn = async (offices: Office[], password?: string) => {
    const customer = await fx.customer({
      officeIds: offices.map((office) => office.id),
      ...(password ? { password } : {}),
    });
    return { customer, session: await signIn(api.db, customer.id) };
  };
  const contractCustomer = async () => (await customerIn([contractOffice])).session.headers;
  const add = (sku: string, quantity?: number) => ({
    action: 'addLineItem',
    sku,
    ...(quantity === undefined ? {} : { quantity }),
  });
  const expectError = async (response: Response, status: number, code: string, message?: string | RegExp) => {
    const error = await readError(response);
    expect(response.status, error.message).toBe(status);
    expect(error.errors[0]!.code).toBe(code);
    if (message !== undefined) expect(error.message).toMatch(message);
    return error;
  };

  it('answers 404 without an active cart, creates one (fees from the start) and finds it', async () => {
    const headers = await contractCustomer();
    await expectError(await call(headers, 'GET', '/aces/me/active-cart'), 404, 'ResourceNotFound');
    const created = await newCart(headers);
    expect(created).toMatchObject({
      version: 1,
      cartState: 'Active',
      lineItems: [],
      totalPrice: { centAmount: 0, currencyCode: 'USD', fractionDigits: 2 },
      origin: 'Customer',
    });
    expect(created.totalLineItemQuantity).toBeUndefined();
    expect(created.custom.fields).toMatchObject({
      handling_fee: { centAmount: 599 },
      minimum_order_fee: { centAmount: 949 },
      hazardous_fee: { centAmount: 0 },
      business_unit: contractOffice.id,
    });
    const active = await call(headers, 'GET', '/aces/me/active-cart');
    expect(active.headers.get('cache-control')).toBe('no-store');
    expect((await readCart(active)).id).toBe(created.id);
    await expectError(await call(headers, 'POST', '/aces/me/carts', { currency: 'EUR' }), 400, 'InvalidInput');
  });

  it('creates a new cart on every POST me/carts, as commercetools does; the active cart is the one changed last', async () => {
    const headers = await contractCustomer();
    const first = await newCart(headers);
    const second = await newCart(headers);
    expect(second.id).not.toBe(first.id);
    expect((await readCart(await call(headers, 'GET', '/aces/me/active-cart'))).id).toBe(second.id);
    await updated(headers, first, [add(skus.gloves)]);
    expect((await readCart(await call(headers, 'GET', '/aces/me/active-cart'))).id).toBe(first.id);
    // Both stay the customer's own, readable and changeable by id.
    expect((await readCart(await call(headers, 'GET', `/aces/me/carts/${second.id}`))).cartState).toBe('Active');
  });

  it('never takes a REPLENISH plan (a cart of origin Merchant) for the active cart', async () => {
    const { customer, session } = await customerIn([contractOffice]);
    const cart = await newCart(session.headers);
    await api.db
      .update(schema.carts)
      .set({ origin: 'Merchant', lastModifiedAt: new Date(Date.now() + 60_000) })
      .where(eq(schema.carts.customerId, customer.id));
    await expectError(await call(session.headers, 'GET', '/aces/me/active-cart'), 404, 'ResourceNotFound');
    expect((await readCart(await call(session.headers, 'GET', `/aces/me/carts/${cart.id}`))).origin).toBe('Merchant');
  });

  it('adds by sku at the customer’s best price: contract for a contract office, (discounted) retail otherwise', async () => {
    const contract = await contractCustomer();
    const retail = (await customerIn([retailOffice])).session.headers;
    const contractCart = await updated(contract, await newCart(contract), [add(skus.gloves, 2), add(skus.burs)]);
    const retailCart = await updated(retail, await newCart(retail), [
      { ...add(skus.gloves, 2), uom: 'BX' },
      add(skus.burs),
    ]);
    const [contractGloves, contractBurs] = contractCart.lineItems;
    expect(contractGloves).toMatchObject({
      variant: { sku: skus.gloves },
      quantity: 2,
      price: {
        value: { centAmount: 1500 },
        channel: { typeId: 'channel', id: contractOffice.pricingContractChannelId },
      },
      totalPrice: { centAmount: 3000 },
      distributionChannel: { id: contractOffice.pricingContractChannelId },
      custom: {
        fields: {
          price_channel: 'contract',
          hs_item_number: '9300001',
          hs_uom: 'BX',
          requires_active_dea_license: false,
        },
      },
    });
    expect(contractBurs).toMatchObject({
      price: { value: { centAmount: 3999 } },
      custom: { fields: { price_channel: 'retail' } },
    });
    expect(retailCart.lineItems[0]).toMatchObject({
      price: { value: { centAmount: 1999 } },
      totalPrice: { centAmount: 3998 },
      custom: { fields: { price_channel: 'retail' } },
    });
    expect(retailCart.lineItems[0]!.distributionChannel).toBeUndefined();
    expect(contractCart).toMatchObject({
      version: 2,
      totalLineItemQuantity: 3,
      totalPrice: { centAmount: 3000 + 3999 },
    });
  });

  it('sums a sku added twice, changes quantities, and removes a line by quantity 0 or removeLineItem', async () => {
    const headers = await contractCustomer();
    let cart = await updated(headers, await newCart(headers), [
      add(skus.gloves, 2),
      add(skus.gloves, 3),
      add(skus.burs, 4),
    ]);
    expect(cart.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([
      [skus.gloves, 5],
      [skus.burs, 4],
    ]);
    const [gloves, burs] = cart.lineItems;
    cart = await updated(headers, cart, [
      { action: 'changeLineItemQuantity', lineItemId: gloves!.id, quantity: 7 },
      { action: 'removeLineItem', lineItemId: burs!.id, quantity: 1 },
    ]);
    expect(cart.lineItems.map((line) => line.quantity)).toEqual([7, 3]);
    cart = await updated(headers, cart, [{ action: 'changeLineItemQuantity', lineItemId: gloves!.id, quantity: 0 }]);
    expect(cart.lineItems.map((line) => line.variant.sku)).toEqual([skus.burs]);
    cart = await updated(headers, cart, [{ action: 'removeLineItem', lineItemId: burs!.id }]);
    expect(cart.lineItems).toEqual([]);
    expect(cart.version).toBe(5);
  });

  it('answers a stale version with 409 and the current version; the retry with it succeeds', async () => {
    const headers = await contractCustomer();
    const cart = await updated(headers, await newCart(headers), [add(skus.gloves)]);
    const stale = await update(headers, { id: cart.id, version: 1 }, [add(skus.burs)]);
    const error = await expectError(
      stale,
      409,
      'ConcurrentModification',
      `Object ${cart.id} has a different version than expected. Expected: 1 - Actual: 2.`,
    );
    expect(error.errors[0]).toMatchObject({ currentVersion: 2 });
    const retried = await updated(headers, { id: cart.id, version: error.errors[0]!.currentVersion as number }, [
      add(skus.burs),
    ]);
    expect(retried.lineItems).toHaveLength(2);
    expect(retried.version).toBe(3);
  });

  it('lets exactly one of two updates at the same version through; the other gets 409 and changes nothing', async () => {
    const headers = await contractCustomer();
    const cart = await newCart(headers);
    const responses = await Promise.all([
      update(headers, cart, [add(skus.gloves, 2)]),
      update(headers, cart, [add(skus.burs, 3)]),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const after = await getCart(headers, cart.id);
    expect(after.version).toBe(2);
    expect(after.lineItems).toHaveLength(1);
  });

  it('sees what another API process did to a cart it wrote last: no lost update, 409 on its stale version, 404 once deleted', async () => {
    const { customer, session } = await customerIn([contractOffice]);
    const elsewhere = cartsService(api.db, { cacheTtlMs: 0 });
    const caller = customerContext(api.db, { customerId: customer.id, sessionId: session.sessionId });
    const cart = await updated(session.headers, await newCart(session.headers), [add(skus.gloves)]);
    const moved = await elsewhere.update(caller, cart.id, {
      version: cart.version,
      actions: [add(skus.burs)] as MyCartUpdate['actions'],
    });
    await expectError(await update(session.headers, cart, [add(skus.chair)]), 409, 'ConcurrentModification');
    const raised = await updated(session.headers, moved, [add(skus.gloves)]);
    expect(raised.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([
      [skus.gloves, 2],
      [skus.burs, 1],
    ]);
    // The raised line shows the time the database stamped it with, as a read does.
    expect(raised.lineItems).toEqual((await getCart(session.headers, cart.id)).lineItems);
    await elsewhere.remove(caller, cart.id, raised.version);
    await expectError(await update(session.headers, raised, [add(skus.chair)]), 404, 'ResourceNotFound');
  });

  it('replays a retried update that carries the same Idempotency-Key instead of applying it twice', async () => {
    const headers = await contractCustomer();
    const cart = await newCart(headers);
    const retried = { ...headers, 'idempotency-key': `add-gloves-${cart.id}` };
    const first = await readCart(await update(retried, cart, [add(skus.gloves, 2)]));
    const replay = await update(retried, cart, [add(skus.gloves, 2)]);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await readCart(replay)).version).toBe(first.version);
    expect((await getCart(headers, cart.id)).lineItems.map((line) => line.quantity)).toEqual([2]);
  });

  it('removes a line and adds the same sku again in one update', async () => {
    const headers = await contractCustomer();
    const cart = await updated(headers, await newCart(headers), [add(skus.gloves, 4), add(skus.burs)]);
    const again = await updated(headers, cart, [
      { action: 'removeLineItem', lineItemId: cart.lineItems[0]!.id },
      add(skus.gloves, 1),
    ]);
    expect(again.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([
      [skus.burs, 1],
      [skus.gloves, 1],
    ]);
    expect((await getCart(headers, cart.id)).lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([
      [skus.burs, 1],
      [skus.gloves, 1],
    ]);
  });

  it('applies all actions or none: a later invalid action leaves the cart as it was', async () => {
    const headers = await contractCustomer();
    const cart = await updated(headers, await newCart(headers), [add(skus.gloves)]);
    await expectError(
      await update(headers, cart, [
        add(skus.burs, 3),
        { action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: -2 },
      ]),
      400,
      'InvalidField',
    );
    await expectError(
      await update(headers, cart, [{ action: 'setCustomField', name: 'po_number', value: 'PO-1' }, add(skus.unpriced)]),
      400,
      'MatchingPriceNotFound',
    );
    const after = await getCart(headers, cart.id);
    expect(after.version).toBe(cart.version);
    expect(after.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([[skus.gloves, 1]]);
    expect(after.custom.fields.po_number).toBeUndefined();
  });

  it("hides another customer's cart: 404 on read, update and delete", async () => {
    const owner = await contractCustomer();
    const other = await contractCustomer();
    const cart = await updated(owner, await newCart(owner), [add(skus.gloves)]);
    await expectError(
      await call(other, 'GET', `/aces/me/carts/${cart.id}`),
      404,
      'ResourceNotFound',
      `The Resource with ID '${cart.id}' was not found.`,
    );
    await expectError(await update(other, cart, [add(skus.burs)]), 404, 'ResourceNotFound');
    await expectError(
      await call(other, 'DELETE', `/aces/me/carts/${cart.id}?version=${cart.version}`),
      404,
      'ResourceNotFound',
    );
    await expectError(await call(other, 'GET', '/aces/me/carts/not-a-uuid'), 404, 'ResourceNotFound');
    expect((await getCart(owner, cart.id)).lineItems).toHaveLength(1);
  });

  it.each([
    ['0 on add', 0],
    ['negative', -3],
    ['10^9', 1e9],
    ['fractional', 1.5],
    ['above the line maximum', cartLimits.maxLineQuantity + 1],
  ])('refuses a quantity that is %s with 400', async (_name, quantity) => {
    const headers = await contractCustomer();
    const cart = await updated(headers, await newCart(headers), [add(skus.gloves)]);
    await expectError(await update(headers, cart, [add(skus.burs, quantity)]), 400, 'InvalidField', /quantity/i);
    if (quantity !== 0)
      await expectError(
        await update(headers, cart, [
          { action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity },
        ]),
        400,
        'InvalidField',
      );
  });

  it('refuses unsellable and unknown skus, a wrong unit, unknown actions and unknown fields, naming them', async () => {
    const headers = await contractCustomer();
    const cart = await newCart(headers);
    await expectError(
      await update(headers, cart, [add(skus.unpriced)]),
      400,
      'MatchingPriceNotFound',
      messages.noHsCompatiblePrice,
    );
    await expectError(
      await update(headers, cart, [add('NO-SUCH-SKU')]),
      400,
      'ReferencedResourceNotFound',
      messages.noProductFound,
    );
    await expectError(
      await update(headers, cart, [{ ...add(skus.gloves), uom: 'CS' }]),
      400,
      'InvalidField',
      /sold by BX/,
    );
    await expectError(
      await update(headers, cart, [{ action: 'setCountry', country: 'US' }]),
      400,
      'InvalidInput',
      /action/,
    );
    await expectError(await update(headers, cart, [{ ...add(skus.gloves), price: 1 }]), 400, 'InvalidInput', /price/);
    await expectError(
      await update(headers, cart, [{ action: 'addDiscountCode', code: 'SPRING10' }]),
      400,
      'DiscountCodeNonApplicable',
      "The discount code 'SPRING10' was not found.",
    );
    await expectError(
      await update(headers, cart, [{ action: 'setCustomField', name: 'handling_fee', value: 0 }]),
      400,
      'InvalidOperation',
    );
    expect((await getCart(headers, cart.id)).version).toBe(1);
  });

  it('computes fees and totals: handling always, minimum-order under $249, progress bar spend', async () => {
    const headers = await contractCustomer();
    let cart = await updated(headers, await newCart(headers), [add(skus.gloves, 2)]);
    expect(cart.display).toMatchObject({
      lineItemsTotal: 3000,
      totalItems: 2,
      handlingFee: 599,
      minimumOrderFee: 949,
      total: 3000 + 599 + 949,
      shippingAmount: 0,
    });
    expect(cart.custom.fields.minimum_order_fee.centAmount).toBe(949);
    expect(cart.display.progressBar).toMatchObject({ spend: 30, text: 'Spend $ 770 more to save 20%' });
    cart = await updated(headers, cart, [add(skus.chair)]);
    expect(cart.display).toMatchObject({ lineItemsTotal: 33_000, handlingFee: 599, minimumOrderFee: 0, total: 33_599 });
    expect(cart.custom.fields.handling_fee.centAmount).toBe(599);
  });

  it('holds the chosen shipping in the cart total (commercetools totalPrice) and the total, not in the spend', async () => {
    const headers = await contractCustomer();
    const [method] = await api.db
      .insert(schema.shippingMethods)
      .values({ key: `express-${Date.now()}`, name: 'Express', rateCentAmount: 2_500, freeAboveCentAmount: 100_000 })
      .returning({ id: schema.shippingMethods.id });
    let cart = await updated(headers, await newCart(headers), [
      add(skus.gloves, 2),
      { action: 'setShippingAddress', address: { id: 'cartC001' } },
      { action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', id: method!.id } },
    ]);
    expect(cart.shippingInfo?.price.centAmount).toBe(2_500);
    expect(cart.totalPrice.centAmount).toBe(3000 + 2_500);
    expect(cart.display).toMatchObject({
      lineItemsTotal: 3000,
      shippingAmount: 2_500,
      minimumOrderFee: 949,
      total: 3000 + 2_500 + 599 + 949,
    });
    expect(cart.display.progressBar).toMatchObject({ spend: 30 });
    cart = await updated(headers, cart, [add(skus.chair, 4)]);
    // Free above $1,000 of lines: the shipping leaves the totals again.
    expect(cart.display).toMatchObject({ shippingAmount: 0, total: cart.display.lineItemsTotal + 599 });
    expect(cart.totalPrice.centAmount).toBe(cart.display.lineItemsTotal);
  });

  it('lets controlled items in but reports the lines that block checkout until a DEA-licensed address is chosen', async () => {
    const headers = await contractCustomer();
    let cart = await updated(headers, await newCart(headers), [add(skus.gloves), add(skus.controlled)]);
    const controlledLine = cart.lineItems.find((line) => line.variant.sku === skus.controlled)!;
    expect(controlledLine.custom.fields.requires_active_dea_license).toBe(true);
    expect(cart.display.checkoutBlockers).toEqual([
      {
        lineItemId: controlledLine.id,
        sku: skus.controlled,
        reason: 'NoShippingAddress',
        message: deaMessages.NoShippingAddress,
      },
    ]);
    expect(cart.display.canCheckout).toBe(false);
    cart = await updated(headers, cart, [{ action: 'setShippingAddress', address: { id: 'cartC001' } }]);
    expect(cart.display.checkoutBlockers.map((blocker) => blocker.reason)).toEqual(['NoActiveDeaLicense']);
    expect(cart.custom.fields).toMatchObject({ shipping_account: 'SA-CART-1' });
    cart = await updated(headers, cart, [
      { action: 'setShippingAddress', address: { id: 'cartDea1' } },
      { action: 'setBillingAddress', address: { id: 'cartBil1' } },
    ]);
    expect(cart.display).toMatchObject({ checkoutBlockers: [], canCheckout: true });
    expect(cart.shippingAddress).toMatchObject({
      id: 'cartDea1',
      custom: { fields: { has_active_dea_license: true } },
    });
    // Another office's address is not the customer's to choose.
    await expectError(
      await update(headers, cart, [{ action: 'setShippingAddress', address: { id: 'cartR001' } }]),
      400,
      'ReferencedResourceNotFound',
    );
  });

  it('sets the PO number and deletes a cart at its version', async () => {
    const headers = await contractCustomer();
    const cart = await updated(headers, await newCart(headers), [
      { action: 'setCustomField', name: 'po_number', value: 'PO-2026-17' },
    ]);
    expect(cart.custom.fields.po_number).toBe('PO-2026-17');
    await expectError(
      await call(headers, 'DELETE', `/aces/me/carts/${cart.id}?version=1`),
      409,
      'ConcurrentModification',
    );
    expect(
      (await readCart(await call(headers, 'DELETE', `/aces/me/carts/${cart.id}?version=${cart.version}`))).id,
    ).toBe(cart.id);
    await expectError(await call(headers, 'GET', '/aces/me/active-cart'), 404, 'ResourceNotFound');
  });

  it('refuses a client token without a customer or anonymous session', async () => {
    const token = await api.tokenFor(['manage_my_orders']);
    const response = await call({ authorization: `Bearer ${token}` }, 'GET', '/aces/me/active-cart');
    expect(response.status).toBe(403);
  });

  it('merges the anonymous cart into the customer’s at sign-in (same sku summed, priced for the customer)', async () => {
    const { customer, session } = await customerIn([contractOffice], 'merge-test-passphrase-2026');
    const customerCart = await updated(session.headers, await newCart(session.headers), [add(skus.gloves, 1)]);
    const anonymousToken = await api.tokenFor(
      ['manage_my_orders', `anonymous_id:visitor-${customer.id}`],
      'storefront',
    );
    const anonymous = { authorization: `Bearer ${anonymousToken}` };
    const anonymousCart = await updated(anonymous, await newCart(anonymous), [add(skus.gloves, 2), add(skus.burs, 1)]);
    expect(anonymousCart.anonymousId).toBe(`visitor-${customer.id}`);
    expect(anonymousCart.lineItems[0]!.price.value.centAmount).toBe(1999);

    const login = await authClient(api.baseUrl).json('/auth/user', {
      username: customer.email,
      password: 'merge-test-passphrase-2026',
      cart_id: anonymousCart.id,
      anonymous_token: anonymousToken,
    });
    expect(login.status).toBe(200);

    const merged = await readCart(await call(session.headers, 'GET', '/aces/me/active-cart'));
    expect(merged.id).toBe(customerCart.id);
    expect(merged.lineItems.map((line) => [line.variant.sku, line.quantity, line.price.value.centAmount])).toEqual([
      [skus.gloves, 3, 1500],
      [skus.burs, 1, 3999],
    ]);
    expect((await readCart(await call(anonymous, 'GET', `/aces/me/carts/${anonymousCart.id}`))).cartState).toBe(
      'Merged',
    );
  });

  it('hands the anonymous cart to a customer without one, repriced at the contract', async () => {
    const { customer, session } = await customerIn([contractOffice], 'merge-test-passphrase-2026');
    const anonymousToken = await api.tokenFor(['manage_my_orders', `anonymous_id:guest-${customer.id}`], 'storefront');
    const anonymous = { authorization: `Bearer ${anonymousToken}` };
    const anonymousCart = await updated(anonymous, await newCart(anonymous), [add(skus.gloves, 2)]);
    const login = await authClient(api.baseUrl).json('/auth/user', {
      username: customer.email,
      password: 'merge-test-passphrase-2026',
      cart_id: anonymousCart.id,
      anonymous_token: anonymousToken,
    });
    expect(login.status).toBe(200);
    const taken = await readCart(await call(session.headers, 'GET', '/aces/me/active-cart'));
    expect(taken).toMatchObject({ id: anonymousCart.id, customerId: customer.id, cartState: 'Active' });
    expect(taken.anonymousId).toBeUndefined();
    expect(taken.lineItems[0]).toMatchObject({ quantity: 2, price: { value: { centAmount: 1500 } } });
    // The anonymous session no longer reaches it.
    await expectError(await call(anonymous, 'GET', `/aces/me/carts/${anonymousCart.id}`), 404, 'ResourceNotFound');
  });

  it("never takes over another visitor's anonymous cart at sign-in: naming its id is not enough", async () => {
    const { customer, session } = await customerIn([contractOffice], 'merge-test-passphrase-2026');
    const victimToken = await api.tokenFor(['manage_my_orders', `anonymous_id:victim-${customer.id}`], 'storefront');
    const victim = { authorization: `Bearer ${victimToken}` };
    const victimCart = await updated(victim, await newCart(victim), [add(skus.gloves, 2)]);
    const ownToken = await api.tokenFor(['manage_my_orders', `anonymous_id:thief-${customer.id}`], 'storefront');
    for (const anonymous_token of [undefined, ownToken, await api.tokenFor(['manage_my_orders'], 'storefront')]) {
      const login = await authClient(api.baseUrl).json('/auth/user', {
        username: customer.email,
        password: 'merge-test-passphrase-2026',
        cart_id: victimCart.id,
        ...(anonymous_token ? { anonymous_token } : {}),
      });
      expect(login.status).toBe(200);
    }
    const untouched = await readCart(await call(victim, 'GET', `/aces/me/carts/${victimCart.id}`));
    expect(untouched).toMatchObject({
      cartState: 'Active',
      anonymousId: `victim-${customer.id}`,
      version: victimCart.version,
    });
    await expectError(await call(session.headers, 'GET', '/aces/me/active-cart'), 404, 'ResourceNotFound');
  });

  it('reprices for the office the customer switched to and reports what changed', async () => {
    const { session } = await customerIn([contractOffice, retailOffice]);
    const cart = await updated(session.headers, await newCart(session.headers), [
      add(skus.gloves, 2),
      add(skus.burs),
      { action: 'setShippingAddress', address: { id: 'cartC001' } },
    ]);
    expect(cart.lineItems[0]!.price.value.centAmount).toBe(1500);
    const unchanged = repriceCartResponseSchema.parse(
      await (await call(session.headers, 'POST', '/ct/reprice-cart', { cart_id: cart.id })).json(),
    );
    expect(unchanged.changes).toEqual([]);
    expect(unchanged.cart.version).toBe(cart.version);

    const switched = await call(session.headers, 'POST', '/mw/offices/active', { businessUnitId: retailOffice.id });
    expect(switched.status).toBe(200);
    const response = await call(session.headers, 'POST', '/ct/reprice-cart', { cart_id: cart.id });
    expect(response.status).toBe(200);
    const { cart: repriced, changes } = repriceCartResponseSchema.parse(await response.json());
    expect(changes).toEqual([
      {
        lineItemId: cart.lineItems[0]!.id,
        sku: skus.gloves,
        oldPrice: 1500,
        newPrice: 1999,
        oldChannel: 'contract',
        newChannel: 'retail',
      },
    ]);
    expect(repriced).toMatchObject({
      version: cart.version + 1,
      totalPrice: { centAmount: 2 * 1999 + 3999 },
      custom: { fields: { business_unit: retailOffice.id } },
    });
    // The contract office's address does not ship for the retail office.
    expect(repriced.shippingAddress).toBeUndefined();
  });

  it('reprices only the caller’s own carts', async () => {
    const owner = await contractCustomer();
    const other = await contractCustomer();
    const cart = await newCart(owner);
    await expectError(await call(other, 'POST', '/ct/reprice-cart', { cart_id: cart.id }), 404, 'ResourceNotFound');
    const anonymous = {
      authorization: `Bearer ${await api.tokenFor(['manage_my_orders', 'anonymous_id:reprice-visitor'])}`,
    };
    expect((await call(anonymous, 'POST', '/ct/reprice-cart', { cart_id: cart.id })).status).toBe(403);
  });
});

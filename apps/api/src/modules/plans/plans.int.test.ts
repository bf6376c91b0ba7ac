import {
  planListSchema,
  planMaxDays,
  planMaxItems,
  planSchema,
  planSuggestionsSchema,
  type Plan,
} from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import {
  addDays,
  cartMessages,
  checkoutMessages,
  deaMessages,
  messages,
  planLimits,
  planMessages,
  todayIn,
} from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { pricingFixture } from '../../../test/pricing-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { seedAccounts } from '../auth/auth-test-client';

type Headers = Record<string, string>;
const today = () => todayIn('America/New_York', new Date());

describe.each(testDatabaseTargets())('ct/plans ($name)', (target) => {
  let api: TestApi;
  let fx: ReturnType<typeof customerFixture>;
  /** A contract office with terms (Net 30) and a licensed and an unlicensed address, an office without an account. */
  let terms: Headers;
  let other: Headers;
  let noAccount: Headers;
  let cardOnly: { headers: Headers; cardId: string };
  let contractId: string;

  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts });
    fx = customerFixture(api.db);
    const px = pricingFixture(api.db);
    const office = await fx.office(
      'Plan Dental',
      [
        { id: 'planA001', shippingAccountNumber: 'SA-PLAN-1' },
        { id: 'planA002', shippingAccountNumber: 'SA-PLAN-1', dea: true },
      ],
      { contract: true, termsAllowed: true },
    );
    contractId = office.pricingContractChannelId!;
    const bare = await fx.office('No Account Dental', [{ id: 'planB001' }], { termsAllowed: true });
    const cardOffice = await fx.office('Card Dental', [{ id: 'planC001', shippingAccountNumber: 'SA-PLAN-3' }]);
    const customer = await fx.customer({ officeIds: [office.id], defaultShippingAddressId: 'planA001' });
    const someone = await fx.customer({ officeIds: [office.id] });
    const lonely = await fx.customer({ officeIds: [bare.id] });
    const carded = await fx.customer({ officeIds: [cardOffice.id] });
    terms = (await signIn(api.db, customer.id, { activeBusinessUnitId: office.id })).headers;
    other = (await signIn(api.db, someone.id, { activeBusinessUnitId: office.id })).headers;
    noAccount = (await signIn(api.db, lonely.id, { activeBusinessUnitId: bare.id })).headers;
    const [card] = await api.db
      .insert(schema.savedCards)
      .values({
        customerId: carded.id,
        gateway: 'sandbox',
        gatewayToken: 'tok_plan',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        saved: true,
        isPrimary: true,
      })
      .returning();
    cardOnly = {
      headers: (await signIn(api.db, carded.id, { activeBusinessUnitId: cardOffice.id })).headers,
      cardId: card!.id,
    };

    const [gloves] = await px.product('9600001', [{ uom: 'CS', countPerUnit: 10 }]);
    const [masks] = await px.product('9600002', [{ uom: 'BX', countPerUnit: 50 }]);
    const [controlled] = await px.product('9600003', [{ uom: 'VL', countPerUnit: 1 }]);
    await px.product('9600004', [{ uom: 'EA', countPerUnit: 1 }], { published: false });
    await api.db
      .update(schema.productVariants)
      .set({ attributes: { hs_item_number: '9600003', hs_uom: 'VL', requires_active_dea_license: true } })
      .where(eq(schema.productVariants.sku, controlled!));
    await px.prices([
      { sku: gloves!, centAmount: 10_000 },
      { sku: masks!, centAmount: 2_000 },
      { sku: masks!, centAmount: 1_500, channelId: contractId },
      { sku: controlled!, centAmount: 5_000 },
    ]);
  });
  afterAll(() => api?.close());

  const call = (headers: Headers, method: string, path: string, body?: unknown) =>
    fetch(`${api.baseUrl}${path}`, {
      method,
      headers: body === undefined ? { authorization: headers.authorization! } : headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const readPlan = async (response: Response, status = 200): Promise<Plan> => {
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(status);
    return planSchema.parse(body);
  };
  const expectError = async (response: Response, status: number, code: string, message?: string) => {
    const error = await readError(response);
    expect(response.status, error.message).toBe(status);
    expect(error.errors[0]!.code).toBe(code);
    if (message !== undefined) expect(error.errors[0]!.message).toBe(message);
    return error;
  };
  const draft = (over: Record<string, unknown> = {}) => ({
    next_order_date: addDays(today(), 7),
    plan_days: 28,
    plan_items: [{ item_number: '9600001', uom: 'CS', quantity: 2 }],
    ...over,
  });
  const create = async (headers = terms, over: Record<string, unknown> = {}) =>
    readPlan(await call(headers, 'POST', '/ct/plans', draft(over)), 201);
  const patch = (plan: Plan, actions: unknown[], headers = terms) =>
    call(headers, 'PATCH', `/ct/plans/${plan.id}`, { version: plan.version, actions });

  it('creates a plan with spec §9 prices and defaults, lists it and reads it with its history', async () => {
    const plan = await create(terms, {
      plan_items: [
        { item_number: '9600001', uom: 'CS', quantity: 2 },
        { item_number: '9600002', uom: 'BX', quantity: 3, substitutions_allowed: true },
      ],
    });
    expect(plan).toMatchObject({
      status: 'Active',
      version: 1,
      payment_type: 'Net30',
      card_id: null,
      is_skipped: false,
      next_order_date_behavior: 'PreserveSchedule',
      shipping_address_number: 'planA001',
      history: [],
    });
    // Retail only: 3% off; a contract price beats retail: the contract price.
    expect(plan.plan_items.map((item) => [item.item_number, item.replenish_price, item.retail_price])).toEqual([
      ['9600001', 9_700, 10_000],
      ['9600002', 1_500, 2_000],
    ]);
    expect(plan.plan_items[1]!.substitutions_allowed).toBe(true);
    expect(plan.estimated_total).toBe(2 * 9_700 + 3 * 1_500);

    const lines = await api.db.select().from(schema.cartLineItems).where(eq(schema.cartLineItems.cartId, plan.id));
    expect(lines.map((line) => line.customFields)).toContainEqual({
      replenished: true,
      days_replenished: 28,
      skip_next: false,
      substitutions_allowed: false,
    });
    const [cart] = await api.db.select().from(schema.carts).where(eq(schema.carts.id, plan.id));
    expect(cart!.origin).toBe('Merchant');

    const list = planListSchema.parse(await (await call(terms, 'GET', '/ct/plans')).json());
    expect(list.results.map((listed) => listed.id)).toContain(plan.id);
    expect(await readPlan(await call(terms, 'GET', `/ct/plans/${plan.id}`))).toEqual({ ...plan });
  });

  it('never makes a plan the active cart', async () => {
    await create();
    const active = await call(terms, 'GET', '/aces/me/active-cart');
    if (active.status === 200) expect(((await active.json()) as { origin: string }).origin).toBe('Customer');
    else expect(active.status).toBe(404);
  });

  it('lists plans as Merchant carts on GET me/carts and keeps them out of the cart API', async () => {
    const plan = await create();
    const own = await call(terms, 'POST', '/aces/me/carts', { currency: 'USD' });
    expect(own.status).toBe(201);
    const merchant = new URLSearchParams({ where: 'origin = "Merchant"', sort: 'origin desc' });
    const page = (await (await call(terms, 'GET', `/aces/me/carts?${merchant}`)).json()) as {
      results: { id: string; origin: string }[];
    };
    expect(page.results.map((cart) => cart.id)).toContain(plan.id);
    expect(page.results.every((cart) => cart.origin === 'Merchant')).toBe(true);
    const all = (await (await call(terms, 'GET', '/aces/me/carts?sort=origin%20desc&limit=500')).json()) as {
      results: { origin: string }[];
    };
    const origins = all.results.map((cart) => cart.origin);
    expect(origins).toContain('Customer');
    expect(origins.indexOf('Customer')).toBeGreaterThan(origins.lastIndexOf('Merchant'));
    await expectError(
      await call(terms, 'POST', `/aces/me/carts/${plan.id}`, { version: 1, actions: [{ action: 'recalculate' }] }),
      400,
      'InvalidOperation',
    );
    await expectError(await call(terms, 'DELETE', `/aces/me/carts/${plan.id}?version=1`), 400, 'InvalidOperation');
    const others = (await (await call(other, 'GET', `/aces/me/carts?${merchant}`)).json()) as {
      results: { id: string }[];
    };
    expect(others.results.map((cart) => cart.id)).not.toContain(plan.id);
  });

  it('lists only live plans among Merchant carts: not a deleted plan, not the cart a run ordered from', async () => {
    const deleted = await create();
    expect(
      (
        await call(terms, 'PATCH', `/ct/plans/${deleted.id}`, {
          version: deleted.version,
          actions: [{ action: 'delete' }],
        })
      ).status,
    ).toBe(200);
    // The scheduler orders each run from a Merchant cart of its own, which is no plan.
    const runCart = (await (await call(terms, 'POST', '/aces/me/carts', { currency: 'USD' })).json()) as { id: string };
    await api.db.update(schema.carts).set({ origin: 'Merchant' }).where(eq(schema.carts.id, runCart.id));
    const live = await create();
    const merchant = new URLSearchParams({ where: 'origin = "Merchant"', limit: '500' });
    const listed = (
      (await (await call(terms, 'GET', `/aces/me/carts?${merchant}`)).json()) as { results: { id: string }[] }
    ).results.map((cart) => cart.id);
    expect(listed).toContain(live.id);
    expect(listed).not.toContain(deleted.id);
    expect(listed).not.toContain(runCart.id);
  });

  it("answers 404 for another customer's plan, a deleted one and a malformed id", async () => {
    const plan = await create();
    await expectError(await call(other, 'GET', `/ct/plans/${plan.id}`), 404, 'ResourceNotFound');
    await expectError(await patch(plan, [{ action: 'pause' }], other), 404, 'ResourceNotFound');
    await expectError(await call(terms, 'GET', '/ct/plans/not-a-uuid'), 404, 'ResourceNotFound');
    const deleted = await readPlan(await patch(plan, [{ action: 'delete' }]));
    expect(deleted.status).toBe('Active');
    await expectError(await call(terms, 'GET', `/ct/plans/${plan.id}`), 404, 'ResourceNotFound');
    const list = planListSchema.parse(await (await call(terms, 'GET', '/ct/plans')).json());
    expect(list.results.map((listed) => listed.id)).not.toContain(plan.id);
  });

  it.each([
    ['interval 0', { plan_days: 0 }, 'plan_days', planMessages.planDays(0)],
    ['negative interval', { plan_days: -7 }, 'plan_days', planMessages.planDays(-7)],
    ['10,000 days', { plan_days: 10_000 }, 'plan_days', planMessages.planDays(10_000)],
    ['a fractional interval', { plan_days: 1.5 }, 'plan_days', planMessages.planDays(1.5)],
    ['a date in the past', { next_order_date: '2020-01-01' }, 'next_order_date', undefined],
    ['no items', { plan_items: [] }, 'plan_items', planMessages.noItems],
    [
      'quantity 0',
      { plan_items: [{ item_number: '9600001', uom: 'CS', quantity: 0 }] },
      'plan_items',
      planMessages.quantity('9600001', cartMessages.quantityTooSmall(1)),
    ],
    [
      'quantity over the line limit',
      { plan_items: [{ item_number: '9600001', uom: 'CS', quantity: 10_000 }] },
      'plan_items',
      planMessages.quantity('9600001', cartMessages.quantityTooLarge),
    ],
    [
      'the same item twice',
      {
        plan_items: [
          { item_number: '9600001', uom: 'CS', quantity: 1 },
          { item_number: '9600001', uom: 'CS', quantity: 2 },
        ],
      },
      'plan_items',
      planMessages.duplicateItem('9600001', 'CS'),
    ],
  ])('refuses %s (400 InvalidField)', async (_name, over, field, message) => {
    const error = await expectError(await call(terms, 'POST', '/ct/plans', draft(over)), 400, 'InvalidField', message);
    expect(error.errors[0]).toMatchObject({ field });
  });

  it('refuses more items than a plan holds', async () => {
    // The contract's limits and the domain's rules are one.
    expect([planMaxDays, planMaxItems]).toEqual([planLimits.maxDays, planLimits.maxItems]);
    const items = Array.from({ length: planLimits.maxItems + 1 }, (_, n) => ({
      item_number: `x${n}`,
      uom: 'EA',
      quantity: 1,
    }));
    await expectError(await call(terms, 'POST', '/ct/plans', draft({ plan_items: items })), 400, 'InvalidInput');
  });

  it('refuses unknown and discontinued items', async () => {
    await expectError(
      await call(
        terms,
        'POST',
        '/ct/plans',
        draft({ plan_items: [{ item_number: '0000000', uom: 'CS', quantity: 1 }] }),
      ),
      400,
      'ReferencedResourceNotFound',
      planMessages.unknownItem('0000000', 'CS'),
    );
    await expectError(
      await call(
        terms,
        'POST',
        '/ct/plans',
        draft({ plan_items: [{ item_number: '9600001', uom: 'BX', quantity: 1 }] }),
      ),
      400,
      'ReferencedResourceNotFound',
    );
    await expectError(
      await call(
        terms,
        'POST',
        '/ct/plans',
        draft({ plan_items: [{ item_number: '9600004', uom: 'EA', quantity: 1 }] }),
      ),
      400,
      'ReferencedResourceNotFound',
      planMessages.itemNotSold('Test product 9600004'),
    );
  });

  it('needs an HS shipping account number', async () => {
    await expectError(await call(noAccount, 'POST', '/ct/plans', draft()), 400, 'AddressNotEligible');
  });

  it('ships controlled items only to an address with an active DEA license', async () => {
    const controlled = { plan_items: [{ item_number: '9600003', uom: 'VL', quantity: 1 }] };
    await expectError(
      await call(terms, 'POST', '/ct/plans', draft(controlled)),
      400,
      'DeaLicenseRequired',
      deaMessages.NoActiveDeaLicense,
    );
    const plan = await create(terms, { ...controlled, shipping_address_number: 'planA002' });
    expect(plan.plan_items[0]!.requires_active_dea_license).toBe(true);
    await expectError(
      await patch(plan, [{ action: 'setShippingAddress', shipping_address_number: 'planA001' }]),
      400,
      'DeaLicenseRequired',
    );
  });

  it('refuses a card that is not one of the saved cards, whatever the payment type', async () => {
    const plan = await create();
    for (const card_id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', cardOnly.cardId])
      await expectError(
        await patch(plan, [{ action: 'setCard', card_id }]),
        400,
        'InvalidField',
        planMessages.unknownCard,
      );
    await expectError(
      await call(terms, 'POST', '/ct/plans', draft({ card_id: cardOnly.cardId })),
      400,
      'InvalidField',
      planMessages.unknownCard,
    );
  });

  it('pays by the saved card when the office has no terms, and refuses Net 30 there', async () => {
    const plan = await create(cardOnly.headers);
    expect(plan).toMatchObject({ payment_type: 'CreditCard', card_id: cardOnly.cardId });
    await expectError(
      await call(cardOnly.headers, 'POST', '/ct/plans', draft({ payment_type: 'Net30' })),
      400,
      'PaymentTermsNotAllowed',
      checkoutMessages.PaymentTermsNotAllowed,
    );
    await expectError(
      await patch(plan, [{ action: 'setCard', card_id: '00000000-0000-4000-8000-000000000000' }], cardOnly.headers),
      400,
      'InvalidField',
      planMessages.unknownCard,
    );
  });

  it('applies every action, all or nothing, and refuses a stale version with the current one', async () => {
    const plan = await create(terms, {
      plan_items: [
        { item_number: '9600001', uom: 'CS', quantity: 2 },
        { item_number: '9600002', uom: 'BX', quantity: 1 },
      ],
    });
    const [gloves, masks] = plan.plan_items;
    const next = addDays(today(), 10);
    const updated = await readPlan(
      await patch(plan, [
        { action: 'changeItemQuantity', plan_item_id: gloves!.plan_item_id, quantity: 5 },
        { action: 'setItemSkipNext', plan_item_id: masks!.plan_item_id, skip_next: true },
        { action: 'setItemSubstitutionsAllowed', plan_item_id: gloves!.plan_item_id, substitutions_allowed: true },
        { action: 'setInterval', plan_days: 14 },
        { action: 'setNextOrderDate', next_order_date: next, next_order_date_behavior: 'ResetSchedule' },
        { action: 'setSkipped', is_skipped: true },
        { action: 'setPoNumber', po_number: ' PO-77 ' },
        { action: 'setShippingAddress', shipping_address_number: 'planA002' },
        { action: 'setPaymentType', payment_type: 'Net30' },
        { action: 'pause' },
      ]),
    );
    expect(updated).toMatchObject({
      version: 2,
      status: 'Paused',
      plan_days: 14,
      next_order_date: next,
      next_order_date_behavior: 'ResetSchedule',
      is_skipped: true,
      po_number: 'PO-77',
      shipping_address_number: 'planA002',
    });
    expect(updated.plan_items.map((item) => [item.quantity, item.skip_next, item.substitutions_allowed])).toEqual([
      [5, false, true],
      [1, true, false],
    ]);
    // Skipped masks are not in the estimate.
    expect(updated.estimated_total).toBe(5 * 9_700);
    const lines = await api.db.select().from(schema.cartLineItems).where(eq(schema.cartLineItems.cartId, plan.id));
    expect(lines.every((line) => line.customFields.days_replenished === 14)).toBe(true);

    const stale = await expectError(await patch(plan, [{ action: 'resume' }]), 409, 'ConcurrentModification');
    expect(stale.errors[0]).toMatchObject({ currentVersion: 2 });

    // One bad action refuses the whole list.
    await expectError(
      await patch(updated, [{ action: 'resume' }, { action: 'setInterval', plan_days: 0 }]),
      400,
      'InvalidField',
    );
    expect((await readPlan(await call(terms, 'GET', `/ct/plans/${plan.id}`))).status).toBe('Paused');

    const resumed = await readPlan(
      await patch(updated, [
        { action: 'resume' },
        { action: 'addItem', item_number: '9600002', uom: 'BX', quantity: 2 },
        { action: 'addItem', item_number: '9600003', uom: 'VL', quantity: 1 },
        { action: 'removeItem', plan_item_id: gloves!.plan_item_id },
        { action: 'setPoNumber' },
      ]),
    );
    expect(resumed.status).toBe('Active');
    expect(resumed.po_number).toBeUndefined();
    expect(resumed.plan_items.map((item) => [item.item_number, item.quantity])).toEqual([
      ['9600002', 3],
      ['9600003', 1],
    ]);

    const replaced = await readPlan(
      await patch(resumed, [{ action: 'setItems', plan_items: [{ item_number: '9600001', uom: 'CS', quantity: 4 }] }]),
    );
    expect(replaced.plan_items.map((item) => [item.item_number, item.quantity])).toEqual([['9600001', 4]]);
    await expectError(
      await patch(replaced, [{ action: 'removeItem', plan_item_id: replaced.plan_items[0]!.plan_item_id }]),
      400,
      'InvalidField',
      planMessages.noItems,
    );
    await expectError(await patch(replaced, [{ action: 'removeItem', plan_item_id: 'nope' }]), 400, 'InvalidField');
  });

  it('retries a plan that needs attention once the customer fixes it, and resume clears the attention', async () => {
    const plan = await create();
    const yesterday = addDays(today(), -1);
    await api.db
      .update(schema.replenishPlans)
      .set({
        status: 'NeedsAttention',
        nextOrderDate: yesterday,
        attentionReason: 'AddressNotEligible',
        attentionMessage: messages.addressNotEligible,
        attentionSince: new Date(Date.now() - 86_400_000),
        retriesLeft: 1,
        nextRetryAt: new Date(Date.now() + 86_400_000),
      })
      .where(eq(schema.replenishPlans.cartId, plan.id));
    const fixed = await readPlan(
      await patch(plan, [{ action: 'setShippingAddress', shipping_address_number: 'planA002' }]),
    );
    expect(fixed.status).toBe('NeedsAttention');
    expect(fixed.attention).toMatchObject({ reason: 'AddressNotEligible', retries_left: 3 });
    expect(new Date(fixed.attention!.next_retry_at!).getTime()).toBeLessThanOrEqual(Date.now());
    const resumed = await readPlan(await patch(fixed, [{ action: 'resume' }]));
    expect(resumed).toMatchObject({ status: 'Active', next_order_date: yesterday });
    expect(resumed.attention).toBeUndefined();
  });

  it('refuses a next order date in the past and an unknown address', async () => {
    const plan = await create();
    await expectError(
      await patch(plan, [{ action: 'setNextOrderDate', next_order_date: addDays(today(), -1) }]),
      400,
      'InvalidField',
      planMessages.dateInPast(today()),
    );
    await expectError(
      await patch(plan, [{ action: 'setShippingAddress', shipping_address_number: 'someone-else' }]),
      400,
      'InvalidField',
      messages.unknownShippingAccount,
    );
  });

  it('suggests what the office orders at a steady interval and no plan holds', async () => {
    const { headers } = await signIn(api.db, (await fx.customer({ officeIds: [] })).id);
    const empty = planSuggestionsSchema.parse(await (await call(headers, 'GET', '/ct/plans/suggestions')).json());
    expect(empty.results).toEqual([]);
    const response = await call(terms, 'GET', '/ct/plans/suggestions');
    expect(response.status).toBe(200);
    planSuggestionsSchema.parse(await response.json());
  });
});

import {
  shoppingListMaxLines,
  shoppingListNameMaxLength,
  shoppingListNoteMaxLength,
  shoppingListSchema,
  type ShoppingList,
} from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { cartMessages, messages, shoppingListLimits, shoppingListMessages } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { pricingFixture } from '../../../test/pricing-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { authClient, demoCustomer, seedAccounts } from '../auth/auth-test-client';

type Headers = Record<string, string>;
const eqSku = (sku: string) => eq(schema.productVariants.sku, sku);
const pageSchema = z.object({
  limit: z.number(),
  offset: z.number(),
  count: z.number(),
  total: z.number().optional(),
  results: z.array(shoppingListSchema),
});

describe.each(testDatabaseTargets())('me/shopping-lists ($name)', (target) => {
  let api: TestApi;
  let fx: ReturnType<typeof customerFixture>;
  let officeA: { id: string };
  let officeB: { id: string };
  /** Skus of two products in Box and Case, and one in Each; `many` are 501 one-unit products. */
  let gloves: { bx: string; cs: string };
  let burs: { pk: string };
  let many: string[];

  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts });
    fx = customerFixture(api.db);
    const px = pricingFixture(api.db);
    officeA = await fx.office('A Lists Dental', [{ id: 'listA001', shippingAccountNumber: 'SA-LIST-1' }]);
    officeB = await fx.office('B Lists Dental', [{ id: 'listB001', shippingAccountNumber: 'SA-LIST-2' }]);
    const [bx, cs] = await px.product('9400001', [
      { uom: 'BX', countPerUnit: 100 },
      { uom: 'CS', countPerUnit: 1000 },
    ]);
    const [pk] = await px.product('9400002', [{ uom: 'PK', countPerUnit: 5 }]);
    gloves = { bx: bx!, cs: cs! };
    burs = { pk: pk! };
    // 501 products in two statements: enough for the line limit.
    const products = await api.db
      .insert(schema.products)
      .values(
        Array.from({ length: shoppingListLimits.maxLines + 1 }, (_, n) => ({
          key: `list-many-${n}`,
          name: { 'en-US': `Many ${n}` },
          slug: { 'en-US': `list-many-${n}` },
        })),
      )
      .returning({ id: schema.products.id });
    many = products.map((_, n) => `LM-${n}`);
    await api.db.insert(schema.productVariants).values(
      products.map((product, n) => ({
        productId: product.id,
        variantId: 1,
        sku: `LM-${n}`,
        itemNumber: `95${String(n).padStart(5, '0')}`,
        uom: 'EA',
      })),
    );
  });
  afterAll(() => api?.close());

  const call = (headers: Headers, method: string, path: string, body?: unknown) =>
    fetch(`${api.baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const readList = async (response: Response, status = 200): Promise<ShoppingList> => {
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(status);
    return shoppingListSchema.parse(body);
  };
  const expectError = async (response: Response, status: number, code: string, message?: string | RegExp) => {
    const error = await readError(response);
    expect(response.status, error.message).toBe(status);
    expect(error.errors[0]!.code).toBe(code);
    if (message !== undefined) expect(error.message).toMatch(message);
    return error;
  };
  /** An office of its own, so lists other tests share do not show. */
  const freshOffice = async () => fx.office(`Lists Dental ${Math.random()}`, []);
  const member = async (officeIds: string[]) => {
    const customer = await fx.customer({ officeIds });
    return { customer, headers: (await signIn(api.db, customer.id)).headers };
  };
  const create = async (headers: Headers, draft: Record<string, unknown>) =>
    readList(await call(headers, 'POST', '/aces/me/shopping-lists', draft), 201);
  const update = (headers: Headers, list: Pick<ShoppingList, 'id' | 'version'>, actions: unknown[]) =>
    call(headers, 'POST', `/aces/me/shopping-lists/${list.id}`, { version: list.version, actions });
  const updated = async (headers: Headers, list: Pick<ShoppingList, 'id' | 'version'>, actions: unknown[]) =>
    readList(await update(headers, list, actions));

  it('publishes the limits the API checks', () => {
    expect(shoppingListLimits.maxLines).toBe(shoppingListMaxLines);
    expect(shoppingListLimits.maxNameLength).toBe(shoppingListNameMaxLength);
    expect(shoppingListLimits.maxNoteLength).toBe(shoppingListNoteMaxLength);
  });

  it('creates a list with lines by sku and by product and variant, merging repeats, and reads it with expansions', async () => {
    const { customer, headers } = await member([officeA.id]);
    const [product] = await api.db.select().from(schema.productVariants).where(eqSku(burs.pk));
    const list = await create(headers, {
      name: { 'en-US': '  Operatory 1  ' },
      description: { 'en-US': 'Weekly order' },
      key: 'op-1',
      lineItems: [
        { sku: gloves.bx, quantity: 2, custom: { fields: { note: 'Size M' } } },
        { productId: product!.productId, variantId: 1 },
        { sku: gloves.bx, quantity: 3 },
      ],
    });
    expect(list).toMatchObject({
      version: 1,
      key: 'op-1',
      name: { 'en-US': 'Operatory 1' },
      customer: { typeId: 'customer', id: customer.id },
      editable: true,
      ownerName: 'Dana Whitfield',
      custom: { fields: { favorites: false, shared_with_office: false } },
    });
    expect(
      list.lineItems.map((line) => [line.custom.fields.hs_item_number, line.custom.fields.hs_uom, line.quantity]),
    ).toEqual([
      ['9400001', 'BX', 5],
      ['9400002', 'PK', 1],
    ]);
    expect(list.lineItems[0]!.custom.fields).toMatchObject({ note: 'Size M', added_by: 'Dana Whitfield' });
    expect(list.lineItems[0]!.variant).toBeUndefined();

    const expanded = await readList(
      await call(
        headers,
        'GET',
        `/aces/me/shopping-lists/${list.id}?expand=${encodeURIComponent('lineItems[*].variant')}`,
      ),
    );
    expect(expanded.lineItems[0]).toMatchObject({
      variant: { id: 1, sku: gloves.bx, images: [] },
      productSlug: { 'en-US': 'test-product-9400001' },
      published: true,
    });
    expect(expanded.lineItems[0]!.variant!.attributes).toContainEqual({ name: 'hs_uom', value: 'BX' });
  });

  it.each([
    ['an empty name', { 'en-US': '' }, shoppingListMessages.nameRequired],
    ['a blank name', { 'en-US': '   ' }, shoppingListMessages.nameRequired],
    ['a 256-character name', { 'en-US': 'x'.repeat(256) }, shoppingListMessages.nameTooLong],
  ])('refuses %s, on create and on rename', async (_, name, message) => {
    const { headers } = await member([officeA.id]);
    await expectError(await call(headers, 'POST', '/aces/me/shopping-lists', { name }), 400, 'InvalidInput', message);
    const list = await create(headers, { name: { 'en-US': 'x'.repeat(255) } });
    await expectError(await update(headers, list, [{ action: 'changeName', name }]), 400, 'InvalidInput', message);
  });

  it('refuses unknown skus, naming each, and stores nothing', async () => {
    const { headers } = await member([officeA.id]);
    const error = await expectError(
      await call(headers, 'POST', '/aces/me/shopping-lists', {
        name: { 'en-US': 'Import' },
        lineItems: [{ sku: gloves.bx }, { sku: 'NOPE-1' }, { sku: 'NOPE-2' }],
      }),
      400,
      'ReferencedResourceNotFound',
      /'NOPE-1', 'NOPE-2'/,
    );
    expect(error.errors[0]).toMatchObject({ unknown: ['NOPE-1', 'NOPE-2'] });
    const page = pageSchema.parse(await (await call(headers, 'GET', '/aces/me/shopping-lists')).json());
    expect(page.results).toEqual([]);
    const list = await create(headers, { name: { 'en-US': 'Later' } });
    await expectError(
      await update(headers, list, [{ action: 'addLineItem', sku: 'NOPE-3' }]),
      400,
      'ReferencedResourceNotFound',
      /NOPE-3/,
    );
  });

  it.each([
    [0, cartMessages.quantityTooSmall(1)],
    [-1, cartMessages.quantityTooSmall(1)],
    [1.5, cartMessages.quantityNotWhole(1.5)],
    [1e9, cartMessages.quantityTooLarge],
  ])('refuses quantity %s with a message naming the rule', async (quantity, message) => {
    const { headers } = await member([officeA.id]);
    await expectError(
      await call(headers, 'POST', '/aces/me/shopping-lists', {
        name: { 'en-US': 'Q' },
        lineItems: [{ sku: gloves.bx, quantity }],
      }),
      400,
      'InvalidInput',
      message,
    );
    const list = await create(headers, { name: { 'en-US': 'Q' }, lineItems: [{ sku: gloves.bx }] });
    await expectError(
      await update(headers, list, [{ action: 'addLineItem', sku: burs.pk, quantity }]),
      400,
      'InvalidInput',
      message,
    );
    if (quantity !== 0)
      await expectError(
        await update(headers, list, [
          { action: 'changeLineItemQuantity', lineItemId: list.lineItems[0]!.id, quantity },
        ]),
        400,
        'InvalidInput',
      );
  });

  it('holds at most 500 lines and says why', async () => {
    const { headers } = await member([officeA.id]);
    const lines = many.map((sku) => ({ sku }));
    await expectError(
      await call(headers, 'POST', '/aces/me/shopping-lists', { name: { 'en-US': 'Big' }, lineItems: lines }),
      400,
      'InvalidInput',
      shoppingListMessages.tooManyLines,
    );
    const full = await create(headers, { name: { 'en-US': 'Big' }, lineItems: lines.slice(0, shoppingListMaxLines) });
    expect(full.lineItems).toHaveLength(500);
    await expectError(
      await update(headers, full, [{ action: 'addLineItem', sku: many.at(-1) }]),
      400,
      'InvalidInput',
      /add all to cart/,
    );
    // A variant already on the list still adds to its line.
    const merged = await updated(headers, full, [{ action: 'addLineItem', sku: many[0], quantity: 2 }]);
    expect(merged.lineItems[0]!.quantity).toBe(3);
  });

  it('applies the storefront actions: quantities, notes, units, order, name, description, sharing', async () => {
    const { headers } = await member([officeA.id]);
    let list = await create(headers, {
      name: { 'en-US': 'Actions' },
      lineItems: [{ sku: gloves.bx, quantity: 4 }, { sku: burs.pk }],
    });
    const [glovesLine, bursLine] = list.lineItems.map((line) => line.id);
    list = await updated(headers, list, [
      { action: 'removeLineItem', lineItemId: glovesLine, quantity: 1 },
      { action: 'setLineItemCustomField', lineItemId: glovesLine, name: 'note', value: 'Top shelf' },
      { action: 'changeLineItemsOrder', lineItemOrder: [bursLine, glovesLine] },
      { action: 'changeName', name: { 'en-US': 'Renamed' } },
      { action: 'setDescription', description: { 'en-US': 'Notes' } },
      { action: 'setCustomField', name: 'shared_with_office', value: true },
    ]);
    expect(list).toMatchObject({ version: 2, name: { 'en-US': 'Renamed' }, description: { 'en-US': 'Notes' } });
    expect(list.custom.fields.shared_with_office).toBe(true);
    expect(list.lineItems.map((line) => [line.id, line.quantity, line.custom.fields.note])).toEqual([
      [bursLine, 1, undefined],
      [glovesLine, 3, 'Top shelf'],
    ]);

    // The unit moves the line to the product's Case variant; a unit the product lacks is refused.
    list = await updated(headers, list, [
      { action: 'setLineItemCustomField', lineItemId: glovesLine, name: 'hs_uom', value: 'CS' },
    ]);
    expect(list.lineItems[1]).toMatchObject({
      id: glovesLine,
      variantId: 2,
      quantity: 3,
      custom: { fields: { hs_uom: 'CS' } },
    });
    await expectError(
      await update(headers, list, [
        { action: 'setLineItemCustomField', lineItemId: glovesLine, name: 'hs_uom', value: 'PL' },
      ]),
      400,
      'InvalidInput',
      "This product is not sold in the unit 'PL'.",
    );
    // Moving onto a unit already on the list merges the quantities into that line.
    list = await updated(headers, list, [{ action: 'addLineItem', sku: gloves.bx, quantity: 2 }]);
    const boxLine = list.lineItems.find((line) => line.custom.fields.hs_uom === 'BX')!;
    list = await updated(headers, list, [
      { action: 'setLineItemCustomField', lineItemId: glovesLine, name: 'hs_uom', value: 'BX' },
    ]);
    expect(list.lineItems.map((line) => [line.id, line.quantity])).toEqual([
      [bursLine, 1],
      [boxLine.id, 5],
    ]);

    await expectError(
      await update(headers, list, [{ action: 'changeLineItemsOrder', lineItemOrder: [bursLine] }]),
      400,
      'InvalidInput',
      /every line/,
    );
    list = await updated(headers, list, [{ action: 'changeLineItemQuantity', lineItemId: bursLine, quantity: 0 }]);
    expect(list.lineItems.map((line) => line.id)).toEqual([boxLine.id]);
    // All or nothing: a refused action leaves the earlier ones unstored.
    await expectError(
      await update(headers, list, [
        { action: 'changeName', name: { 'en-US': 'Never' } },
        { action: 'removeLineItem', lineItemId: bursLine },
      ]),
      400,
      'InvalidInput',
    );
    const reread = await readList(await call(headers, 'GET', `/aces/me/shopping-lists/${list.id}`));
    expect(reread).toMatchObject({ version: list.version, name: { 'en-US': 'Renamed' } });
  });

  it('answers a stale version with 409 and the current version, on update and delete', async () => {
    const { headers } = await member([officeA.id]);
    const list = await create(headers, { name: { 'en-US': 'Stale' } });
    await updated(headers, list, [{ action: 'changeName', name: { 'en-US': 'Fresh' } }]);
    const error = await expectError(
      await update(headers, list, [{ action: 'changeName', name: { 'en-US': 'Old' } }]),
      409,
      'ConcurrentModification',
    );
    expect(error.errors[0]).toMatchObject({ currentVersion: 2 });
    await expectError(
      await call(headers, 'DELETE', `/aces/me/shopping-lists/${list.id}?version=1`),
      409,
      'ConcurrentModification',
    );
    const deleted = await readList(await call(headers, 'DELETE', `/aces/me/shopping-lists/${list.id}?version=2`));
    expect(deleted.name).toEqual({ 'en-US': 'Fresh' });
    await expectError(
      await call(headers, 'GET', `/aces/me/shopping-lists/${list.id}`),
      404,
      'ResourceNotFound',
      messages.listNotFound,
    );
  });

  it("hides another customer's private list and another office's shared list: 404 List not found", async () => {
    const owner = await member([officeA.id]);
    const colleague = await member([officeA.id]);
    const stranger = await member([officeB.id]);
    const list = await create(owner.headers, { name: { 'en-US': 'Private' }, lineItems: [{ sku: gloves.bx }] });
    const shared = await create(owner.headers, {
      name: { 'en-US': 'Office' },
      lineItems: [{ sku: burs.pk }],
      custom: { fields: { shared_with_office: true } },
    });
    for (const headers of [colleague.headers, stranger.headers]) {
      await expectError(
        await call(headers, 'GET', `/aces/me/shopping-lists/${list.id}`),
        404,
        'ResourceNotFound',
        messages.listNotFound,
      );
      await expectError(
        await update(headers, list, [{ action: 'changeName', name: { 'en-US': 'Mine' } }]),
        404,
        'ResourceNotFound',
      );
      await expectError(
        await call(headers, 'DELETE', `/aces/me/shopping-lists/${list.id}?version=1`),
        404,
        'ResourceNotFound',
      );
    }
    await expectError(
      await call(stranger.headers, 'GET', `/aces/me/shopping-lists/${shared.id}`),
      404,
      'ResourceNotFound',
    );
    await expectError(await call(owner.headers, 'GET', '/aces/me/shopping-lists/not-a-uuid'), 404, 'ResourceNotFound');
    const strangerPage = pageSchema.parse(
      await (await call(stranger.headers, 'GET', '/aces/me/shopping-lists')).json(),
    );
    expect(strangerPage.results).toEqual([]);
  });

  it('shows a list shared with the office to its members, read-only; only the owner changes it', async () => {
    const office = await freshOffice();
    const owner = await member([office.id]);
    const colleague = await member([officeB.id, office.id]);
    const shared = await create(owner.headers, {
      name: { 'en-US': 'Office favourites' },
      lineItems: [{ sku: gloves.bx }],
      custom: { fields: { shared_with_office: true } },
    });
    // The colleague's session works in the shared list's office (chosen), then in office B.
    const inA = (await signIn(api.db, colleague.customer.id, { activeBusinessUnitId: office.id })).headers;
    const seen = await readList(await call(inA, 'GET', `/aces/me/shopping-lists/${shared.id}`));
    expect(seen).toMatchObject({ editable: false, ownerName: 'Dana Whitfield' });
    expect(seen.lineItems).toHaveLength(1);
    const page = pageSchema.parse(await (await call(inA, 'GET', '/aces/me/shopping-lists')).json());
    expect(page.results.map((list) => [list.id, list.editable])).toEqual([[shared.id, false]]);
    await expectError(
      await update(inA, shared, [{ action: 'changeName', name: { 'en-US': 'Mine' } }]),
      403,
      'AccessDenied',
      /owner/,
    );
    await expectError(await call(inA, 'DELETE', `/aces/me/shopping-lists/${shared.id}?version=1`), 403, 'AccessDenied');
    const inB = (await signIn(api.db, colleague.customer.id, { activeBusinessUnitId: officeB.id })).headers;
    await expectError(await call(inB, 'GET', `/aces/me/shopping-lists/${shared.id}`), 404, 'ResourceNotFound');
    // Unshared, it is the owner's alone again.
    await updated(owner.headers, shared, [{ action: 'setCustomField', name: 'shared_with_office' }]);
    await expectError(await call(inA, 'GET', `/aces/me/shopping-lists/${shared.id}`), 404, 'ResourceNotFound');
  });

  it('pages 50 at a time, last changed first, with where, sort and total; one Favorites list per customer', async () => {
    const { headers } = await member([(await freshOffice()).id]);
    const favorites = await create(headers, {
      name: { 'en-US': 'Favorites' },
      custom: { fields: { favorites: true } },
    });
    expect(favorites.custom.fields.favorites).toBe(true);
    await expectError(
      await call(headers, 'POST', '/aces/me/shopping-lists', {
        name: { 'en-US': 'Again' },
        custom: { fields: { favorites: true } },
      }),
      400,
      'DuplicateField',
      'You already have a Favorites list.',
    );
    await create(headers, { name: { 'en-US': 'Keyed' }, key: 'k' });
    await expectError(
      await call(headers, 'POST', '/aces/me/shopping-lists', { name: { 'en-US': 'Keyed again' }, key: 'k' }),
      400,
      'DuplicateField',
      /key 'k'/,
    );
    for (let n = 0; n < 52; n += 1) await create(headers, { name: { 'en-US': `List ${n}` } });
    const page = pageSchema.parse(await (await call(headers, 'GET', '/aces/me/shopping-lists?withTotal=true')).json());
    expect(page).toMatchObject({ limit: 50, offset: 0, count: 50, total: 54 });
    expect(page.results[0]!.name).toEqual({ 'en-US': 'List 51' });
    const modified = page.results.map((list) => list.lastModifiedAt);
    expect(modified).toEqual([...modified].sort().reverse());
    const byKey = pageSchema.parse(
      await (await call(headers, 'GET', `/aces/me/shopping-lists?where=${encodeURIComponent('key = "k"')}`)).json(),
    );
    expect(byKey.results.map((list) => list.key)).toEqual(['k']);
    const oldest = pageSchema.parse(
      await (
        await call(headers, 'GET', `/aces/me/shopping-lists?sort=${encodeURIComponent('createdAt asc')}&limit=1`)
      ).json(),
    );
    expect(oldest.results[0]!.id).toBe(favorites.id);
    await expectError(await call(headers, 'GET', '/aces/me/shopping-lists?sort=name%20asc'), 400, 'InvalidInput');
  });

  it('needs manage_my_shopping_lists, and a representative must act for a customer first', async () => {
    const customer = await fx.customer({ officeIds: [officeA.id] });
    const withoutScope = (await signIn(api.db, customer.id, { scopes: ['manage_my_orders'] })).headers;
    const refused = await call(withoutScope, 'GET', '/aces/me/shopping-lists');
    expect(refused.status).toBe(403);
    const response = await authClient(api.baseUrl).json('/auth/user', {
      username: 'demo-rep@example.com',
      password: demoCustomer.password,
    });
    const { access_token } = (await response.json()) as { access_token: string };
    await expectError(
      await call({ authorization: `Bearer ${access_token}` }, 'GET', '/aces/me/shopping-lists'),
      403,
      'SubjectRequired',
    );
  });
});

import { repCustomerListSchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { demoCustomer, seedAccounts } from '../auth/auth-test-client';
import { repWorld, salesRepFixture } from './sales-reps.test-fixture';

describe.each(testDatabaseTargets())('GET /mw/sales-reps/search-customers ($name)', (target) => {
  let api: TestApi;
  let world: Awaited<ReturnType<typeof repWorld>>;
  let asRepA: (path: string) => Promise<Response>;
  let asRepB: (path: string) => Promise<Response>;

  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts });
    const fixture = salesRepFixture(api.db, api.baseUrl);
    world = await repWorld(fixture);
    asRepA = await fixture.signIn('rep-a@example.com');
    asRepB = await fixture.signIn('rep-b@example.com');
  });
  afterAll(() => api.close());

  const search = async (query: string, as = asRepA, page = '') => {
    const response = await as(`/mw/sales-reps/search-customers?query=${encodeURIComponent(query)}${page}`);
    expect(response.status).toBe(200);
    return repCustomerListSchema.parse(await response.json());
  };
  const emails = async (query: string, as = asRepA) => (await search(query, as)).results.map((row) => row.email);

  it.each([
    ['first name', 'Zebulon'],
    ['last name', 'Marchetti'],
    ['email', 'zebulon.marchetti@quillfeather'],
    ['office name', 'Quillfeather Dental Studio'],
    ['account number', 'ACCT-778812'],
    ['shipping-account number', 'SA-990011'],
    ['city', 'Tallahassee'],
    ['first name prefix', 'zebu'],
    ['email prefix', 'zebulon.mar'],
    ['shipping-account number prefix', 'sa-99001'],
    ['last name with a typo', 'Marchetit'],
    ['city with a typo', 'Tallahasee'],
  ])('finds a customer by %s (%s), and only in the assigned offices', async (_field, query) => {
    expect(await emails(query)).toEqual([world.zebulon.email]);
  });

  it('finds by practice name, with the office it belongs to and its account numbers', async () => {
    const [row, ...others] = (await search('sunnyslope')).results;
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      customer_id: world.ophelia.id,
      practice_name: 'Sunnyslope Kids Dental',
      office: {
        id: world.bright.id,
        name: 'Brightwater Orthodontics',
        account_number: 'ACCT-778813',
        shipping_account_numbers: ['SA-990022'],
        city: 'Albuquerque',
      },
      last_order_at: null,
      open_balance: 0,
      plans_needing_attention: 0,
    });
  });

  it('needs every word of the query to match, in any order', async () => {
    expect(await emails('Marchetti Zebulon')).toEqual([world.zebulon.email]);
    expect(await emails('studio quillfeather')).toEqual([world.zebulon.email]);
    expect(await emails('Zebulon Sunnyslope')).toEqual([]);
  });

  it('matches numbers literally, never a near number', async () => {
    expect(await emails('ACCT-778813')).not.toContain(world.zebulon.email);
    expect(new Set(await emails('acct-77881'))).toEqual(
      new Set([world.zebulon, world.ophelia, world.ophelie, ...world.paginated].map((person) => person.email)),
    );
  });

  it('ranks the exact name before a near one', async () => {
    expect(await emails('Ophelia')).toEqual([world.ophelia.email, world.ophelie.email]);
  });

  it("never lists another representative's customers, nor a sales representative", async () => {
    expect(await emails('Marchetti', asRepB)).toEqual([world.zeb.email]);
    expect(await emails('Repperton')).toEqual([]);
    expect(await emails('zebulon')).not.toContain('zebulon.repperton@quillfeather.example');
    expect(await emails('demo-customer')).toEqual([]);
    expect(await emails('Bright Smiles Dental Group')).toEqual([]);
  });

  it('pages the matches with their total', async () => {
    const first = await search('Pagington', asRepA, '&limit=2');
    const second = await search('Pagington', asRepA, '&limit=2&offset=2');
    const beyond = await search('Pagington', asRepA, '&limit=2&offset=10');
    expect([first.total, second.total, beyond.total]).toEqual([3, 3, 3]);
    expect([...first.results, ...second.results].map((row) => row.first_name)).toEqual(['Anna', 'Bert', 'Cara']);
    expect(beyond.results).toEqual([]);
  });

  it('lists every assigned customer for an empty query, most recent order first', async () => {
    const fixture = salesRepFixture(api.db, api.baseUrl);
    await fixture.order(world.paginated[1]!.id, world.bright.id, new Date('2026-04-20T15:00:00Z'), 'Complete');
    const all = await search('');
    expect(all.total).toBe(6);
    expect(all.results[0]).toMatchObject({
      email: world.paginated[1]!.email,
      last_order_at: '2026-04-20T15:00:00.000Z',
    });
    expect(new Set(all.results.map((row) => row.office.id))).toEqual(new Set([world.quill.id, world.bright.id]));
  });

  // Last: it changes the world. The search reads a table kept by triggers (migration 0025).
  it('finds what changed since: an office renamed or moved, a membership added or removed, a customer renamed', async () => {
    const { db } = api;
    await db
      .update(schema.businessUnits)
      .set({ name: 'Halcyon Dental' })
      .where(eq(schema.businessUnits.id, world.quill.id));
    await db
      .update(schema.addresses)
      .set({ city: 'Pensacola' })
      .where(eq(schema.addresses.businessUnitId, world.quill.id));
    expect(await emails('halcyon')).toEqual([world.zebulon.email]);
    expect(await emails('pensacola')).toEqual([world.zebulon.email]);
    expect(await emails('Tallahassee')).toEqual([]);

    await db.insert(schema.customerBusinessUnits).values({ customerId: world.zeb.id, businessUnitId: world.bright.id });
    expect(await emails('zeb.marchetti@annex')).toEqual([world.zeb.email]);
    await db
      .delete(schema.customerBusinessUnits)
      .where(
        and(
          eq(schema.customerBusinessUnits.customerId, world.zeb.id),
          eq(schema.customerBusinessUnits.businessUnitId, world.bright.id),
        ),
      );
    expect(await emails('zeb.marchetti@annex')).toEqual([]);

    await db.update(schema.customers).set({ lastName: 'Quintavalle' }).where(eq(schema.customers.id, world.ophelie.id));
    expect(await emails('quintavalle')).toEqual([world.ophelie.email]);
    await db
      .update(schema.customers)
      .set({ practiceName: 'Moonbeam Kids Dental' })
      .where(eq(schema.customers.id, world.ophelia.id));
    expect(await emails('moonbeam')).toEqual([world.ophelia.email]);
    expect(await emails('sunnyslope')).toEqual([]);
  });

  it('refuses a customer (403) and a query too long or a limit out of range (400)', async () => {
    const asCustomer = await salesRepFixture(api.db, api.baseUrl).signIn(demoCustomer.email);
    const refused = await asCustomer('/mw/sales-reps/search-customers?query=marchetti');
    expect(refused.status).toBe(403);
    expect((await readError(refused)).errors[0]!.code).toBeDefined();
    expect((await asRepA(`/mw/sales-reps/search-customers?query=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await asRepA('/mw/sales-reps/search-customers?limit=51')).status).toBe(400);
  });
});

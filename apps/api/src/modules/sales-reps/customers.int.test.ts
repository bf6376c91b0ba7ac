import { repCustomerListSchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { demoCustomer, seedAccounts } from '../auth/auth-test-client';
import { repWorld, salesRepFixture } from './sales-reps.test-fixture';

describe.each(testDatabaseTargets())("a representative's customers ($name)", (target) => {
  let api: TestApi;
  let fixture: ReturnType<typeof salesRepFixture>;
  let world: Awaited<ReturnType<typeof repWorld>>;
  let asRepA: (path: string) => Promise<Response>;

  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts });
    fixture = salesRepFixture(api.db, api.baseUrl);
    world = await repWorld(fixture);
    asRepA = await fixture.signIn('rep-a@example.com');
  });
  afterAll(() => api.close());

  const list = async (path: string, as = asRepA) => {
    const response = await as(path);
    expect(response.status).toBe(200);
    return repCustomerListSchema.parse(await response.json());
  };

  it('lists the dashboard: assigned customers, most recent order first, paged with the total', async () => {
    await fixture.order(world.ophelie.id, world.bright.id, new Date('2026-04-02T12:00:00Z'), 'Complete');
    await fixture.order(world.zebulon.id, world.quill.id, new Date('2026-04-25T12:00:00Z'), 'Open');
    await fixture.order(world.zeb.id, world.annex.id, new Date('2026-04-28T12:00:00Z'), 'Open');
    const first = await list('/mw/sales-reps/customers?limit=2');
    expect(first.total).toBe(6);
    expect(first.results.map((row) => [row.email, row.last_order_at])).toEqual([
      [world.zebulon.email, '2026-04-25T12:00:00.000Z'],
      [world.ophelie.email, '2026-04-02T12:00:00.000Z'],
    ]);
    const rest = await list('/mw/sales-reps/customers?limit=10&offset=2');
    expect(rest.results.map((row) => row.last_order_at)).toEqual([null, null, null, null]);
  });

  it("shows the demo representative its customers' last order, open balance and plans needing attention", async () => {
    const asDemoRep = await fixture.signIn('demo-rep@example.com');
    const { results } = await list('/mw/sales-reps/search-customers?query=demo-customer', asDemoRep);
    expect(results.length).toBeGreaterThan(0);
    for (const row of results) {
      expect(row.email).toBe(demoCustomer.email);
      expect(row.last_order_at).not.toBeNull();
      expect(row.plans_needing_attention).toBeGreaterThan(0);
    }
    expect(results.some((row) => row.open_balance > 0)).toBe(true);
  });

  it('lists the customers it synced to lately, newest first, once each and only while assigned', async () => {
    const sync = (customerId: string, at: string) =>
      api.db.insert(schema.auditEvents).values({
        at: new Date(at),
        actorKind: 'sales-rep',
        actorId: world.repA.id,
        subjectCustomerId: customerId,
        action: 'sync.start',
      });
    await sync(world.zebulon.id, '2026-04-01T10:00:00Z');
    await sync(world.ophelia.id, '2026-04-02T10:00:00Z');
    await sync(world.zebulon.id, '2026-04-03T10:00:00Z');
    // Another representative's customer (an assignment since removed, say) is never shown.
    await sync(world.zeb.id, '2026-04-04T10:00:00Z');
    const recent = await list('/mw/sales-reps/recent-customers');
    expect(recent.results.map((row) => row.email)).toEqual([world.zebulon.email, world.ophelia.email]);
    expect(recent.results[0]!.office.id).toBe(world.quill.id);
  });

  it('refuses a customer (403)', async () => {
    const asCustomer = await fixture.signIn(demoCustomer.email);
    for (const path of ['/mw/sales-reps/customers', '/mw/sales-reps/recent-customers'])
      expect((await asCustomer(path)).status).toBe(403);
  });
});

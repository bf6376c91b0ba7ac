import { orderSchema, repOrderListSchema } from '@chairside/contracts';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { demoCustomer, seedAccounts } from '../auth/auth-test-client';
import { repWorld, salesRepFixture } from './sales-reps.test-fixture';

describe.each(testDatabaseTargets())('GET /mw/sales-reps/orders[/{id}] ($name)', (target) => {
  let api: TestApi;
  let fixture: ReturnType<typeof salesRepFixture>;
  let world: Awaited<ReturnType<typeof repWorld>>;
  let asRepA: (path: string) => Promise<Response>;
  const placed: Record<string, { id: string; orderNumber: string }> = {};

  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts });
    fixture = salesRepFixture(api.db, api.baseUrl);
    world = await repWorld(fixture);
    asRepA = await fixture.signIn('rep-a@example.com');
    // 02:30 UTC on April 10 is still April 9 in New York, the distributor's default time zone.
    placed.lateEvening = await fixture.order(
      world.zebulon.id,
      world.quill.id,
      new Date('2026-04-10T02:30:00Z'),
      'Complete',
    );
    placed.open = await fixture.order(world.ophelia.id, world.bright.id, new Date('2026-04-12T15:00:00Z'), 'Open');
    placed.older = await fixture.order(world.ophelia.id, world.bright.id, new Date('2026-03-01T15:00:00Z'), 'Complete');
    placed.unassigned = await fixture.order(world.zeb.id, world.annex.id, new Date('2026-04-11T15:00:00Z'), 'Open');
  });
  afterAll(() => api.close());

  const numbers = async (query: string) => {
    const response = await asRepA(`/mw/sales-reps/orders${query}`);
    expect(response.status).toBe(200);
    const list = repOrderListSchema.parse(await response.json());
    return { total: list.total, numbers: list.results.map((order) => order.order_number) };
  };

  it("lists the assigned offices' orders newest first, with customer and office", async () => {
    expect(await numbers('')).toEqual({
      total: 3,
      numbers: [placed.open!.orderNumber, placed.lateEvening!.orderNumber, placed.older!.orderNumber],
    });
    const [first] = repOrderListSchema.parse(await (await asRepA('/mw/sales-reps/orders?limit=1')).json()).results;
    expect(first).toMatchObject({
      customer_id: world.ophelia.id,
      customer_email: world.ophelia.email,
      practice_name: 'Sunnyslope Kids Dental',
      office_name: 'Brightwater Orthodontics',
      order_state: 'Open',
      total: 1000,
      completed_at: '2026-04-12T15:00:00.000Z',
      placed_by: null,
    });
  });

  it('filters by customer, status and completion days in the distributor time zone, and pages', async () => {
    expect(await numbers(`?customer_id=${world.ophelia.id}&status=Complete`)).toEqual({
      total: 1,
      numbers: [placed.older!.orderNumber],
    });
    expect(await numbers('?from=2026-04-09&to=2026-04-09')).toEqual({
      total: 1,
      numbers: [placed.lateEvening!.orderNumber],
    });
    expect((await numbers('?from=2026-04-10&to=2026-04-11')).total).toBe(0);
    expect(await numbers('?limit=1&offset=2')).toEqual({ total: 3, numbers: [placed.older!.orderNumber] });
    expect(await numbers(`?customer_id=${world.zeb.id}`)).toEqual({ total: 0, numbers: [] });
    expect(await numbers('?customer_id=not-a-uuid')).toEqual({ total: 0, numbers: [] });
    expect((await asRepA('/mw/sales-reps/orders?status=Lost')).status).toBe(400);
  });

  it("answers an assigned office's order as the customer's order detail does, anything else 404", async () => {
    const response = await asRepA(`/mw/sales-reps/orders/${placed.lateEvening!.id}`);
    expect(response.status).toBe(200);
    const order = orderSchema.parse(await response.json());
    expect(order).toMatchObject({ id: placed.lateEvening!.id, orderNumber: placed.lateEvening!.orderNumber });
    for (const id of [placed.unassigned!.id, 'not-a-uuid', crypto.randomUUID()])
      expect((await asRepA(`/mw/sales-reps/orders/${id}`)).status).toBe(404);
  });

  it('refuses a customer (403)', async () => {
    const asCustomer = await fixture.signIn(demoCustomer.email);
    expect((await asCustomer('/mw/sales-reps/orders')).status).toBe(403);
    expect((await asCustomer(`/mw/sales-reps/orders/${placed.lateEvening!.id}`)).status).toBe(403);
  });
});

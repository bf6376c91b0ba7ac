import { todayIn } from '@chairside/domain';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, startWorker, type ServiceProcess } from './support/api-process';
import { throwawayCluster, type Cluster } from './support/pg-cluster';
import { netTermsBuyers, signedInBuyer } from './support/shopper';

const leaseSeconds = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

describe('a REPLENISH worker killed between its claim and the order commit', () => {
  let cluster: Cluster;
  let api: ServiceProcess | undefined;
  let worker: ServiceProcess | undefined;
  let sql: postgres.Sql;
  const env = () => ({
    DATABASE_URL: cluster.url,
    JOBS_IN_PROCESS: '0',
    DATABASE_POOL_SIZE: '4',
    REPLENISH_INTERVAL_SECONDS: '1',
    REPLENISH_LEASE_SECONDS: String(leaseSeconds),
  });
  beforeAll(async () => {
    cluster = await throwawayCluster();
    await cluster.start();
    sql = postgres(cluster.url, { max: 3, onnotice: () => undefined });
  });
  afterAll(async () => {
    await worker?.kill();
    await api?.kill();
    await sql?.end();
    await cluster?.destroy();
  });

  it('places the slot exactly once, after the dead claim’s lease ends', async () => {
    api = await startApi({ ...env(), SEED_ON_EMPTY: '1' });
    const buyer = await signedInBuyer(api.baseUrl, netTermsBuyers(1)[0]!);
    const cart = await buyer.readyCart();
    const [item] = await sql<{ item_number: string; uom: string }[]>`
      select item_number, uom from cart_line_items where cart_id = ${cart.id}`;
    const today = todayIn('America/New_York', new Date());
    const created = await buyer.call(api.baseUrl, 'POST', '/ct/plans', {
      next_order_date: today,
      plan_days: 30,
      plan_items: [{ item_number: item!.item_number, uom: item!.uom, quantity: 2 }],
    });
    const plan = (await created.json()) as { id: string };
    expect(created.status, JSON.stringify(plan)).toBe(201);

    // Orders can be read but not written: the worker's order transaction waits at its insert, after its claim.
    const held = await sql.reserve();
    await held`begin`;
    await held`lock table orders in share mode`;
    worker = await startWorker(env());
    await until('the worker waiting to insert the order', async () => {
      const [waiting] = await sql`
        select 1 from pg_stat_activity
        where wait_event_type = 'Lock' and query ilike 'insert into "orders"%'`;
      return waiting;
    });
    const [{ claimed_until: leaseEnd } = { claimed_until: null }] = await sql<{ claimed_until: Date | null }[]>`
      select claimed_until from replenish_plans where cart_id = ${plan.id}`;
    expect(leaseEnd).not.toBeNull();

    await worker.kill();
    await held`commit`;
    held.release();
    // The dead worker's transaction never commits: nothing of it stays, the plan is still under its lease.
    await sleep(500);
    expect(await sql`select id from orders where replenish_plan_id = ${plan.id}`).toHaveLength(0);
    const [leased] = await sql<{ claimed_until: Date; next_order_date: string }[]>`
      select claimed_until, next_order_date::text from replenish_plans where cart_id = ${plan.id}`;
    expect(leased).toEqual({ claimed_until: leaseEnd, next_order_date: today });

    worker = await startWorker(env());
    const [order] = await until('the slot placed by the restarted worker', async () => {
      const rows = await sql<{ id: string; replenish_date: string; completed_at: Date }[]>`
        select id, replenish_date::text, completed_at from orders where replenish_plan_id = ${plan.id}`;
      return rows.length > 0 ? rows : undefined;
    });
    expect(order!.replenish_date).toBe(today);
    // Not before the dead claim's lease ended: the restarted worker skipped the plan until then.
    expect(order!.completed_at.getTime()).toBeGreaterThanOrEqual(leaseEnd!.getTime());

    // Several more ticks of the worker: still the one order, the plan moved on and free.
    await sleep(3000);
    expect(await sql`select id from orders where replenish_plan_id = ${plan.id}`).toHaveLength(1);
    const [after] = await sql<{ claimed_until: Date | null; next_order_date: string }[]>`
      select claimed_until, next_order_date::text from replenish_plans where cart_id = ${plan.id}`;
    expect(after!.claimed_until).toBeNull();
    expect(after!.next_order_date > today).toBe(true);
    // The killed run's own cart was rolled back with it: the plan's runs left one cart, the order's.
    const runCarts = await sql`select id from carts where custom_fields->>'replenish_plan_id' = ${plan.id}`;
    expect(runCarts).toHaveLength(1);
  }, 240_000);
});

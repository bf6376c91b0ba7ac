import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxGateway, type SandboxGateway } from '@chairside/gateway';
import { startApi, type ServiceProcess } from './support/api-process';
import { gatewayProxy, newCardToken } from './support/gateway-proxy';
import { throwawayCluster, type Cluster } from './support/pg-cluster';
import { cardBuyers, netTermsBuyers, signedInBuyer, type Buyer } from './support/shopper';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const secretKey = 'fault-suite-gateway-secret';

describe('PostgreSQL killed mid-checkout and restarted', () => {
  let cluster: Cluster;
  let gateway: SandboxGateway;
  let proxy: Awaited<ReturnType<typeof gatewayProxy>>;
  let api: ServiceProcess;
  beforeAll(async () => {
    cluster = await throwawayCluster();
    await cluster.start();
    gateway = await startSandboxGateway({ secretKey, allowedOrigins: ['http://storefront.test'] });
    proxy = await gatewayProxy(gateway.url);
    api = await startApi({
      DATABASE_URL: cluster.url,
      SEED_ON_EMPTY: '1',
      JOBS_IN_PROCESS: '0',
      DATABASE_POOL_SIZE: '4',
      PAYMENT_GATEWAY_URL: proxy.url,
      PAYMENT_GATEWAY_SECRET_KEY: secretKey,
    });
  });
  afterAll(async () => {
    await api?.kill();
    await proxy?.close();
    await gateway?.close();
    await cluster?.destroy();
  });

  it('loses no acknowledged order, charges no card without an order, says not ready while down and recovers without a restart', async () => {
    const onAccount = await Promise.all(netTermsBuyers(2).map((email) => signedInBuyer(api.baseUrl, email)));
    const byCard = await signedInBuyer(api.baseUrl, cardBuyers(1)[0]!);
    const card = await byCard.cardFromToken(await newCardToken(gateway.url));
    const buyers: { buyer: Buyer; place: (cartId: string, key: string) => ReturnType<Buyer['placeOnAccount']> }[] = [
      ...onAccount.map((buyer) => ({
        buyer,
        place: (cartId: string, key: string) => buyer.placeOnAccount(api.baseUrl, cartId, key),
      })),
      { buyer: byCard, place: (cartId: string, key: string) => byCard.placeWithCard(api.baseUrl, cartId, card, key) },
    ];
    const acknowledged = new Map<string, string>();
    let stop = false;

    /** Each buyer orders cart after cart, retrying a failed submit with the same key until it is answered. */
    async function shop({ buyer, place }: (typeof buyers)[number], index: number) {
      for (let round = 0; !stop; round += 1) {
        const key = `outage-${index}-${round}`;
        let cart: { id: string } | undefined;
        while (!cart && !stop) cart = await buyer.readyCart().catch(() => pause(100).then(() => undefined));
        if (!cart) return;
        for (;;) {
          const answer = await place(cart.id, key);
          if (answer.status === 201) {
            acknowledged.set(key, String((answer.body.order as { id: string }).id));
            break;
          }
          // 5xx or no answer while the database is down, or 409 while the key's first try still counts as running:
          // the client retries with the same key.
          expect([0, 409, 500, 502, 503, 504]).toContain(answer.status);
          await pause(100);
        }
      }
    }

    const shopping = buyers.map((entry, index) => shop(entry, index));
    while (acknowledged.size < 3) await pause(50);
    await cluster.kill();
    const down = await fetch(`${api.baseUrl}/ready`);
    expect(down.status).toBe(503);
    expect(await fetch(`${api.baseUrl}/health`).then((response) => response.status)).toBe(200);
    await pause(1500);
    await cluster.start();
    // The same API process serves again once the database is back.
    while ((await fetch(`${api.baseUrl}/ready`)).status !== 200) await pause(100);
    const atRestart = acknowledged.size;
    while (acknowledged.size < atRestart + 3) await pause(50);
    stop = true;
    await Promise.all(shopping);

    const sql = postgres(cluster.url, { max: 1 });
    try {
      const orders = await sql<{ id: string; cart_id: string }[]>`select id, cart_id from orders`;
      const ids = new Set(orders.map((order) => order.id));
      for (const [key, orderId] of acknowledged)
        expect({ key, stored: ids.has(orderId) }).toEqual({ key, stored: true });
      expect(new Set(orders.map((order) => order.cart_id)).size).toBe(orders.length);
      const lineless =
        await sql`select o.id from orders o where not exists (select 1 from order_line_items l where l.order_id = o.id)`;
      expect(lineless).toHaveLength(0);
      const negative = await sql`select id from inventory_entries where quantity_on_stock < 0`;
      expect(negative).toHaveLength(0);
      // Every authorization the gateway gave is an order's payment, or was voided: no charge without an order.
      const paid = new Set(
        (
          await sql<
            { id: string }[]
          >`select gateway_authorization_id as id from orders where gateway_authorization_id is not null`
        ).map((row) => row.id),
      );
      const approved = new Set(proxy.authorizations.map((authorization) => authorization.id));
      expect(approved.size).toBeGreaterThan(0);
      for (const id of approved)
        expect({ id, paidOrVoided: paid.has(id) || proxy.voids.includes(id) }).toEqual({ id, paidOrVoided: true });
    } finally {
      await sql.end();
    }
  });
});

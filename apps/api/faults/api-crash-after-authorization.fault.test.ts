import { startSandboxGateway, type SandboxGateway } from '@chairside/gateway';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ServiceProcess } from './support/api-process';
import { gatewayProxy, newCardToken } from './support/gateway-proxy';
import { throwawayCluster, type Cluster } from './support/pg-cluster';
import { cardBuyers, signedInBuyer } from './support/shopper';

const secretKey = 'fault-suite-gateway-secret';

describe('the API killed between the card authorization and the order', () => {
  let cluster: Cluster;
  let gateway: SandboxGateway;
  let proxy: Awaited<ReturnType<typeof gatewayProxy>>;
  let api: ServiceProcess | undefined;
  const env = () => ({
    DATABASE_URL: cluster.url,
    JOBS_IN_PROCESS: '0',
    DATABASE_POOL_SIZE: '4',
    PAYMENT_GATEWAY_URL: proxy.url,
    PAYMENT_GATEWAY_SECRET_KEY: secretKey,
    // The killed request's claim on its Idempotency-Key is taken over this soon (default a minute).
    IDEMPOTENCY_ABANDONED_AFTER_SECONDS: '2',
  });
  beforeAll(async () => {
    cluster = await throwawayCluster();
    await cluster.start();
    gateway = await startSandboxGateway({ secretKey, allowedOrigins: ['http://storefront.test'] });
    proxy = await gatewayProxy(gateway.url);
  });
  afterAll(async () => {
    await api?.kill();
    await proxy?.close();
    await gateway?.close();
    await cluster?.destroy();
  });

  it('leaves no charge without an order: the retry with the same key places one order on the one authorization', async () => {
    api = await startApi({ ...env(), SEED_ON_EMPTY: '1' });
    const buyer = await signedInBuyer(api.baseUrl, cardBuyers(1)[0]!);
    const card = await buyer.cardFromToken(await newCardToken(gateway.url));
    const cart = await buyer.readyCart();

    const authorized = proxy.holdNextAuthorization();
    const firstTry = buyer.placeWithCard(api.baseUrl, cart.id, card, 'crash-1');
    await authorized;
    await api.kill();
    expect((await firstTry).status).toBe(0); // the client never got an answer

    const sql = postgres(cluster.url, { max: 1 });
    try {
      expect(await sql`select id from orders where cart_id = ${cart.id}`).toHaveLength(0);
      expect((await sql`select state from order_placements where cart_id = ${cart.id}`)[0]).toEqual({
        state: 'Reserved',
      });

      api = await startApi(env());
      // Until the dead request's claim on the key is abandoned, a retry hears 409 "in progress" and waits.
      let retry = await buyer.placeWithCard(api.baseUrl, cart.id, card, 'crash-1');
      while (retry.status === 409) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        retry = await buyer.placeWithCard(api.baseUrl, cart.id, card, 'crash-1');
      }
      expect(retry.status).toBe(201);
      const orders = await sql<{ id: string; gateway_authorization_id: string }[]>`
        select id, gateway_authorization_id from orders where cart_id = ${cart.id}`;
      expect(orders).toHaveLength(1);
      // The gateway was asked twice under one key and authorized once: the order holds that one authorization.
      const forKey = proxy.authorizations.filter((authorization) => authorization.key.endsWith(':crash-1'));
      expect(forKey).toHaveLength(2);
      expect(new Set(forKey.map((authorization) => authorization.id))).toEqual(
        new Set([orders[0]!.gateway_authorization_id]),
      );
    } finally {
      await sql.end();
    }
  });
});

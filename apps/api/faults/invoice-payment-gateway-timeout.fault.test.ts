import { startSandboxGateway, type SandboxGateway } from '@chairside/gateway';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ServiceProcess } from './support/api-process';
import { gatewayProxy, newCardToken } from './support/gateway-proxy';
import { throwawayCluster, type Cluster } from './support/pg-cluster';
import { netTermsBuyers, signedInBuyer } from './support/shopper';

const secretKey = 'fault-suite-gateway-secret';

describe('the gateway authorizes an invoice payment but its answer never reaches the API', () => {
  let cluster: Cluster;
  let gateway: SandboxGateway;
  let proxy: Awaited<ReturnType<typeof gatewayProxy>>;
  let api: ServiceProcess | undefined;
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

  it('answers 504 with nothing paid; the retry with the same key pays once, on the one authorization', async () => {
    api = await startApi({
      DATABASE_URL: cluster.url,
      JOBS_IN_PROCESS: '0',
      DATABASE_POOL_SIZE: '4',
      PAYMENT_GATEWAY_URL: proxy.url,
      PAYMENT_GATEWAY_SECRET_KEY: secretKey,
      PAYMENT_GATEWAY_TIMEOUT_MS: '1500',
      SEED_ON_EMPTY: '1',
    });
    const buyer = await signedInBuyer(api.baseUrl, netTermsBuyers(1)[0]!);
    const card = await buyer.cardFromToken(await newCardToken(gateway.url));
    const sql = postgres(cluster.url, { max: 1 });
    try {
      const [invoice] = await sql<{ id: string }[]>`
        insert into invoices (business_unit_id, payment_method, issued_on, due_on, terms_days, subtotal_cent_amount,
                              total_cent_amount)
        select business_unit_id, 'on-account', current_date, current_date + 30, 30, 15000, 15000
        from customer_business_units cbu join customers c on c.id = cbu.customer_id
        where c.email = ${buyer.email} limit 1
        returning id`;
      const amounts = async () =>
        (
          await sql<{ status: string; paid: number; pending: number }[]>`
            select status, paid_cent_amount as paid, pending_cent_amount as pending from invoices
            where id = ${invoice!.id}`
        )[0];
      const pay = () =>
        buyer.call(
          api!.baseUrl,
          'POST',
          '/mw/invoice-payments',
          { allocations: [{ invoice_id: invoice!.id, amount: 15000 }], card_uuid: card },
          { 'idempotency-key': 'lost-answer-1' },
        );

      const authorized = proxy.holdNextAuthorization();
      const first = await pay();
      await authorized;
      expect(first.status).toBe(504);
      expect(await amounts()).toEqual({ status: 'Open', paid: 0, pending: 15000 });

      const retry = await pay();
      expect(retry.status).toBe(201);
      expect(await amounts()).toEqual({ status: 'Paid', paid: 15000, pending: 0 });
      const payments = await sql<{ state: string; gateway_authorization_id: string }[]>`
        select p.state, p.gateway_authorization_id from invoice_payments p
        join invoice_payment_allocations a on a.payment_id = p.id where a.invoice_id = ${invoice!.id}`;
      expect(payments).toHaveLength(1);
      // Asked twice under one key, the gateway authorized once: the payment holds that one authorization.
      const forKey = proxy.authorizations.filter(({ key }) => key.endsWith(':lost-answer-1'));
      expect(forKey).toHaveLength(2);
      expect(new Set(forKey.map(({ id }) => id))).toEqual(new Set([payments[0]!.gateway_authorization_id]));
    } finally {
      await sql.end();
    }
  });
});

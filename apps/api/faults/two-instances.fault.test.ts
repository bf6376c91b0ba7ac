import { demoPassword } from '@chairside/db';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../test/fake-http-server';
import { startApi, startWorker, type ServiceProcess } from './support/api-process';
import { throwawayCluster, type Cluster } from './support/pg-cluster';
import { netTermsBuyers, signedInBuyer } from './support/shopper';

const storefrontBasic = `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two API processes and two workers on one database', () => {
  let cluster: Cluster;
  let first: ServiceProcess;
  let second: ServiceProcess;
  const env = () => ({
    DATABASE_URL: cluster.url,
    JOBS_IN_PROCESS: '0',
    DATABASE_POOL_SIZE: '4',
    LOGIN_FAILURES_PER_ACCOUNT: '4',
    SESSION_REVOCATION_POLL_MS: '200',
  });
  beforeAll(async () => {
    cluster = await throwawayCluster();
    await cluster.start();
    first = await startApi({ ...env(), SEED_ON_EMPTY: '1' });
    second = await startApi(env());
  });
  afterAll(async () => {
    await Promise.all([first?.kill(), second?.kill()]);
    await cluster?.destroy();
  });

  const signIn = (api: ServiceProcess, username: string, password: string) =>
    fetch(`${api.baseUrl}/auth/user`, {
      method: 'POST',
      headers: { authorization: storefrontBasic, 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });

  it('counts failed sign-ins across instances', async () => {
    const [email] = netTermsBuyers(6).slice(5);
    for (const api of [first, second, first, second]) expect((await signIn(api, email!, 'wrong')).status).toBe(401);
    expect((await signIn(first, email!, demoPassword)).status).toBe(429);
    expect((await signIn(second, email!, demoPassword)).status).toBe(429);
  });

  it('places one order for one Idempotency-Key, whichever instance each retry reaches', async () => {
    const buyer = await signedInBuyer(first.baseUrl, netTermsBuyers(1)[0]!);
    const cart = await buyer.readyCart();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        buyer.placeOnAccount(n % 2 ? second.baseUrl : first.baseUrl, cart.id, 'twice-1'),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect(new Set(placed.map((answer) => (answer.body.order as { id: string }).id)).size).toBe(1);
  });

  it('ends a session on every instance when it signs out on one', async () => {
    const response = await signIn(first, netTermsBuyers(2)[1]!, demoPassword);
    const tokens = (await response.json()) as { access_token: string; refresh_token: string };
    const me = (api: ServiceProcess) =>
      fetch(`${api.baseUrl}/aces/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect((await me(first)).status).toBe(200);
    const logout = await fetch(`${second.baseUrl}/auth/logout`, {
      method: 'POST',
      headers: { authorization: storefrontBasic, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: tokens.refresh_token }),
    });
    expect(logout.status).toBe(204);
    // Each instance reads the ended sessions on its own (SESSION_REVOCATION_POLL_MS): both refuse within a poll.
    for (const api of [first, second]) while ((await me(api)).status !== 401) await pause(50);
  });

  it('has two workers hand every order to the ERP exactly once', async () => {
    const erp = await startFakeHttpServer();
    const workers: ServiceProcess[] = [];
    try {
      const buyers = await Promise.all(
        netTermsBuyers(5)
          .slice(2)
          .map((email) => signedInBuyer(first.baseUrl, email)),
      );
      const placed: string[] = [];
      for (const [index, buyer] of buyers.entries()) {
        for (const round of [0, 1]) {
          const api = round ? second : first;
          const answer = await buyer.placeOnAccount(
            api.baseUrl,
            (await buyer.readyCart(api.baseUrl)).id,
            `erp-${index}-${round}`,
          );
          expect(answer.status).toBe(201);
          placed.push((answer.body.order as { id: string }).id);
        }
      }
      const workerEnv = { ...env(), ERP_EXPORT_URL: `${erp.baseUrl}/orders`, ERP_EXPORT_TIMEOUT_MS: '2000' };
      workers.push(...(await Promise.all([startWorker(workerEnv), startWorker(workerEnv)])));
      const sql = postgres(cluster.url, { max: 1 });
      try {
        const unexported = async () =>
          (
            await sql`select count(*)::int as n from order_exports where exported_at is null and order_id = any(${placed})`
          )[0]!.n as number;
        while ((await unexported()) > 0) await pause(200);
      } finally {
        await sql.end();
      }
      const keys = erp.requests.map((request) => String(request.headers['idempotency-key']));
      expect(keys.length).toBe(new Set(keys).size);
      for (const orderId of placed) expect(keys).toContain(orderId);
    } finally {
      await Promise.all(workers.map((worker) => worker.kill()));
      await erp.close();
    }
  });
});

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { orderExportRepository, schema, type Database } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerFixture } from '../../test/customer-fixture';
import { startFakeHttpServer } from '../../test/fake-http-server';
import { placeTestOrder, testLine } from '../modules/orders/orders.test-fixture';
import { directoryErpExporter, httpErpExporter } from './order-export-erp';
import { orderExportJob, retryDelayMs, type OrderExportPolicy } from './order-export';

const policy: OrderExportPolicy = {
  intervalMs: 30_000,
  batchSize: 10,
  leaseMs: 300_000,
  retryBaseMs: 30_000,
  maxRetryMs: 3_600_000,
};

describe('retryDelayMs', () => {
  it('doubles from the base per failed attempt, up to the cap', () => {
    expect([1, 2, 3, 4, 10, 20].map((attempts) => retryDelayMs(attempts, policy))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe.each(testDatabaseTargets())('ERP order export job ($name)', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let erp: Awaited<ReturnType<typeof startFakeHttpServer>>;
  let owner: { customerId: string; businessUnitId: string };
  beforeAll(async () => {
    ({ database, dispose } = await target.create());
    erp = await startFakeHttpServer();
    const fx = customerFixture(database.db);
    const office = await fx.office('Bright Smiles', []);
    owner = { customerId: (await fx.customer({ officeIds: [office.id] })).id, businessUnitId: office.id };
  });
  afterAll(async () => {
    await erp.close();
    await dispose();
  });
  beforeEach(async () => {
    // Each test starts with an empty outbox and a fresh request log.
    await database.db.delete(schema.orderExports);
    erp.requests.length = 0;
    erp.state.respondWith = 202;
  });

  const exporter = () => httpErpExporter({ url: `${erp.baseUrl}/erp/orders`, token: 'erp-secret', timeoutMs: 2000 });
  const stored = async (orderId: string) =>
    (await database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0]!;

  it('POSTs each placed order to the ERP once and marks it processed_by_erp', async () => {
    const placed = await placeTestOrder(database.db, owner, {
      lines: [testLine('CS-1001-BX', 2, 1250), testLine('CS-2002-CS', 1, 9900, { backorderedQuantity: 1 })],
    });
    const now = new Date(placed.order.completedAt.getTime() + 1000);
    const job = orderExportJob(database.db, exporter(), policy);
    expect(await job.run(now)).toEqual({ claimed: 1, exported: 1, failed: 0 });
    expect(erp.requests).toHaveLength(1);
    const [request] = erp.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/erp/orders' });
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      'idempotency-key': placed.order.id,
      authorization: 'Bearer erp-secret',
    });
    const document = JSON.parse(request!.body);
    expect(document).toMatchObject({
      documentType: 'chairside.order.v1',
      orderNumber: placed.order.orderNumber,
      purchaseOrderNumber: 'PO-4711',
      shippingAccountNumber: 'SA-1',
      payment: { method: 'card', cardBrand: 'visa', cardLast4: '1111', authorizationId: 'sbx_auth_test' },
      subtotalCents: 12400,
      lines: [
        {
          lineNumber: 1,
          sku: 'CS-1001-BX',
          quantity: 2,
          unitPriceCents: 1250,
          totalCents: 2500,
          backorderedQuantity: 0,
        },
        { lineNumber: 2, sku: 'CS-2002-CS', quantity: 1, backorderedQuantity: 1 },
      ],
    });
    expect(await stored(placed.order.id)).toMatchObject({ processedByErp: true, processedByErpAt: now });
    // Nothing left to do: a second run exports nothing again.
    expect(await job.run(new Date(now.getTime() + 3_600_000))).toEqual({ claimed: 0, exported: 0, failed: 0 });
    expect(erp.requests).toHaveLength(1);
  });

  it('retries with backoff while the ERP fails, then exports', async () => {
    const placed = await placeTestOrder(database.db, owner);
    const start = new Date(placed.order.completedAt.getTime() + 1000);
    const job = orderExportJob(database.db, exporter(), policy);
    erp.state.respondWith = 503;
    expect(await job.run(start)).toEqual({ claimed: 1, exported: 0, failed: 1 });
    expect(await orderExportRepository(database.db).find(placed.order.id)).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining('503'),
      exportedAt: null,
    });
    expect((await stored(placed.order.id)).processedByErp).toBe(false);
    // Not due before the backoff has passed.
    expect(await job.run(new Date(start.getTime() + 29_000))).toEqual({ claimed: 0, exported: 0, failed: 0 });
    expect(await job.run(new Date(start.getTime() + 30_000))).toEqual({ claimed: 1, exported: 0, failed: 1 });
    // The second failure waits twice as long.
    expect(await job.run(new Date(start.getTime() + 30_000 + 59_000))).toMatchObject({ claimed: 0 });
    erp.state.respondWith = 200;
    expect(await job.run(new Date(start.getTime() + 30_000 + 60_000))).toEqual({ claimed: 1, exported: 1, failed: 0 });
    expect(erp.requests).toHaveLength(3);
    expect((await stored(placed.order.id)).processedByErp).toBe(true);
  });

  it('gives up on an ERP that hangs after its timeout, holding no lock meanwhile, and tries again later', async () => {
    const placed = await placeTestOrder(database.db, owner);
    const start = new Date(placed.order.completedAt.getTime() + 1000);
    erp.state.respondWith = 'hang';
    const job = orderExportJob(
      database.db,
      httpErpExporter({ url: `${erp.baseUrl}/erp/orders`, token: 'erp-secret', timeoutMs: 300 }),
      policy,
    );
    const running = job.run(start);
    while (erp.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    // While the ERP holds the request, the order and its export row can be read and written by others.
    await database.db
      .update(schema.orders)
      .set({ purchaseOrderNumber: 'PO-DURING-STALL' })
      .where(eq(schema.orders.id, placed.order.id));
    expect(await running).toEqual({ claimed: 1, exported: 0, failed: 1 });
    expect(await orderExportRepository(database.db).find(placed.order.id)).toMatchObject({
      attempts: 1,
      exportedAt: null,
      lastError: expect.stringMatching(/abort|timeout/i),
    });
  });

  it('has two workers running at once export every order exactly once', async () => {
    const placed = [];
    for (let n = 0; n < 15; n += 1) placed.push(await placeTestOrder(database.db, owner));
    const now = new Date(Math.max(...placed.map((order) => order.order.completedAt.getTime())) + 1000);
    const workers = [
      orderExportJob(database.db, exporter(), { ...policy, batchSize: 4 }),
      orderExportJob(database.db, exporter(), { ...policy, batchSize: 4 }),
    ];
    for (let round = 0; round < 5; round += 1) await Promise.all(workers.map((worker) => worker.run(now)));
    const exportedIds = erp.requests.map((request) => JSON.parse(request.body).orderId as string);
    expect(exportedIds.sort()).toEqual(placed.map((order) => order.order.id).sort());
    expect(await database.db.select().from(schema.orderExports).where(isNull(schema.orderExports.exportedAt))).toEqual(
      [],
    );
  });

  it('writes one JSON file per order with the embedded directory exporter', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'erp-exports-'));
    try {
      const placed = await placeTestOrder(database.db, owner, { onAccount: true });
      const job = orderExportJob(database.db, directoryErpExporter(directory), policy);
      expect(await job.run(new Date(placed.order.completedAt.getTime() + 1000))).toMatchObject({ exported: 1 });
      expect(await readdir(directory)).toEqual([`${placed.order.orderNumber}.json`]);
      const document = JSON.parse(await readFile(path.join(directory, `${placed.order.orderNumber}.json`), 'utf8'));
      expect(document).toMatchObject({ orderId: placed.order.id, payment: { method: 'on-account', cardLast4: null } });
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

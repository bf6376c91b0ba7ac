import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../connection';
import * as schema from '../schema';
import { testDatabaseTargets } from '../testing';
import { productRenderingRepository } from './product-renderings';

describe.each(testDatabaseTargets())('product renderings on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let productId: string;
  let otherId: string;
  const stored = async () => [...(await productRenderingRepository(database.db).find([productId, otherId])).keys()];
  const storeBoth = () =>
    productRenderingRepository(database.db).store([
      { productId, projection: '{"id":"a"}' },
      { productId: otherId, projection: '{"id":"b"}' },
    ]);

  beforeAll(async () => {
    ({ database, dispose } = await target.create());
    const product = (key: string) => ({ key, name: { 'en-US': key }, slug: { 'en-US': key }, published: true });
    const rows = await database.db
      .insert(schema.products)
      .values([product('pr-one'), product('pr-other')])
      .returning();
    [productId, otherId] = rows.map((row) => row.id) as [string, string];
    await database.db.insert(schema.productVariants).values([
      { productId, variantId: 1, sku: 'PR-1', itemNumber: '9400001', uom: 'BX' },
      { productId: otherId, variantId: 1, sku: 'PR-2', itemNumber: '9400002', uom: 'BX' },
    ]);
  });
  afterAll(() => dispose());
  beforeEach(() => storeBoth());

  it('stores and finds texts by product id, replacing a stored one', async () => {
    await productRenderingRepository(database.db).store([{ productId, projection: '{"id":"c"}' }]);
    const texts = await productRenderingRepository(database.db).find([productId, otherId, 'not-a-uuid']);
    expect(Object.fromEntries(texts)).toEqual({ [productId]: '{"id":"c"}', [otherId]: '{"id":"b"}' });
  });

  it("deletes only the changed product's text when the product or one of its variants is written", async () => {
    const writes: ((db: Db) => Promise<unknown>)[] = [
      (db) => db.update(schema.products).set({ version: 2 }).where(eq(schema.products.id, productId)),
      (db) => db.update(schema.productVariants).set({ uom: 'CS' }).where(eq(schema.productVariants.sku, 'PR-1')),
      (db) =>
        db
          .insert(schema.productVariants)
          .values({ productId, variantId: 2, sku: 'PR-1B', itemNumber: '9400003', uom: 'EA' }),
      (db) => db.delete(schema.productVariants).where(eq(schema.productVariants.sku, 'PR-1B')),
    ];
    for (const write of writes) {
      await storeBoth();
      await write(database.db);
      expect(await stored()).toEqual([otherId]);
    }
  });

  it('deletes the text of a variant moved to another product, on both sides', async () => {
    await database.db
      .update(schema.productVariants)
      .set({ productId: otherId, variantId: 2 })
      .where(eq(schema.productVariants.sku, 'PR-1'));
    expect(await stored()).toEqual([]);
    await database.db
      .update(schema.productVariants)
      .set({ productId, variantId: 1 })
      .where(eq(schema.productVariants.sku, 'PR-1'));
  });

  it('lists published products without a text, in id order, for a full rendering', async () => {
    const repository = productRenderingRepository(database.db);
    await database.db.delete(schema.productRenderings);
    const ids = [productId, otherId].sort();
    expect(await repository.unrendered(undefined, 10)).toEqual(ids);
    expect(await repository.unrendered(ids[0], 10)).toEqual([ids[1]]);
    await storeBoth();
    expect(await repository.unrendered(undefined, 10)).toEqual([]);
  });

  it.skipIf(target.name !== 'postgres')("skips a product whose bucket a writer's open transaction holds", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const writer = database.db.transaction(async (tx) => {
      await tx.update(schema.productVariants).set({ uom: 'PK' }).where(eq(schema.productVariants.sku, 'PR-1'));
      wrote();
      await released;
    });
    await written;
    const claimed = await database.db.transaction((tx) => productRenderingRepository(tx).claim([productId]));
    release();
    await writer;
    expect(claimed).toEqual([]);
  });

  it.skipIf(target.name !== 'postgres')(
    'a write that comes while a text is being stored deletes it once the text commits',
    async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let claimedIds!: (ids: string[]) => void;
      const claimed = new Promise<string[]>((resolve) => (claimedIds = resolve));
      await database.db.delete(schema.productRenderings);
      const renderer = database.db.transaction(async (tx) => {
        claimedIds(await productRenderingRepository(tx).claim([productId]));
        await productRenderingRepository(tx).store([{ productId, projection: '{"id":"old"}' }]);
        await released;
      });
      expect(await claimed).toEqual([productId]);
      const writer = database.db
        .update(schema.productVariants)
        .set({ uom: 'DZ' })
        .where(eq(schema.productVariants.sku, 'PR-1'));
      let writeEnded = false;
      const writeDone = writer.then(() => 'written').finally(() => (writeEnded = true));
      // The writer's trigger waits for the renderer's bucket (without the lock, it would end first and delete nothing).
      while (!writeEnded) {
        const [waiting] = (await database.db.execute(
          sql`select count(*)::int as count from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
        )) as unknown as { count: number }[];
        if (waiting!.count > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      release();
      await renderer;
      expect(await writeDone).toBe('written');
      expect(await stored()).toEqual([]);
    },
  );

  it('deletes the texts of deleted products, and every text when products is truncated', async () => {
    const [extra] = await database.db
      .insert(schema.products)
      .values({ key: 'pr-extra', name: { 'en-US': 'x' }, slug: { 'en-US': 'pr-extra' }, published: true })
      .returning();
    await productRenderingRepository(database.db).store([{ productId: extra!.id, projection: '{}' }]);
    await database.db.delete(schema.products).where(eq(schema.products.id, extra!.id));
    expect(await productRenderingRepository(database.db).find([extra!.id])).toEqual(new Map());
    await database.db.execute(sql`truncate products cascade`);
    expect(await database.db.select().from(schema.productRenderings)).toEqual([]);
  });
});

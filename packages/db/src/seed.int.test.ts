import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection';
import { migrate } from './migrate';
import { resetDatabase } from './repositories/database-reset';
import * as schema from './schema';
import { isDatabaseEmpty, seedDemoData } from './seed';
import { testDatabaseTargets } from './testing';

const fakeHash = async (plain: string) => `fake:${plain}`;
const now = new Date('2026-03-15T12:00:00Z');

/** Counts rows of a query that should find none: each one is a broken reference. */
async function orphans(database: Database, query: SQL): Promise<number> {
  const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(sql`(${query}) as orphans`);
  return row!.count;
}

describe.each(testDatabaseTargets())('seedDemoData on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.create());
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('fills an empty database with a small, consistent catalogue and the demo accounts', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemoData(database, { products: 120, hashPassword: fakeHash, now });
    expect(await isDatabaseEmpty(database.db)).toBe(false);

    const db = database.db;
    expect(await db.$count(schema.products)).toBe(121);
    expect(await db.$count(schema.productVariants)).toBeGreaterThanOrEqual(240);
    expect(await db.$count(schema.categories)).toBeGreaterThan(40);
    expect(await db.$count(schema.channels)).toBeGreaterThanOrEqual(4);
    expect(await db.$count(schema.apiClients)).toBe(2);
    expect(await db.$count(schema.redirectRules)).toBe(4);
    expect(await db.$count(schema.customers, sql`${schema.customers.email} like 'demo-%@example.com'`)).toBe(3);

    // References the schema cannot enforce with foreign keys.
    expect(
      await orphans(
        database,
        sql`select 1 from standalone_prices p left join product_variants v on v.sku = p.sku where v.id is null`,
      ),
    ).toBe(0);
    expect(
      await orphans(
        database,
        sql`select 1 from inventory_entries i left join product_variants v on v.sku = i.sku where v.id is null`,
      ),
    ).toBe(0);
    expect(
      await orphans(
        database,
        sql`select 1 from products p, unnest(p.category_ids) c(id) left join categories k on k.id = c.id where k.id is null`,
      ),
    ).toBe(0);
    expect(
      await orphans(
        database,
        sql`select 1 from categories c left join categories p on p.id = c.parent_id where c.parent_id is not null and p.id is null`,
      ),
    ).toBe(0);
    expect(
      await orphans(
        database,
        sql`select 1 from customers c where c.default_shipping_address_id is not null and not exists (
              select 1 from addresses a join customer_business_units m on m.business_unit_id = a.business_unit_id
              where m.customer_id = c.id and a.id = c.default_shipping_address_id and a.shipping_account_number is not null)`,
      ),
    ).toBe(0);
    expect(
      await orphans(
        database,
        sql`select 1 from product_variants v left join standalone_prices p on p.sku = v.sku and p.channel_id is null where p.id is null`,
      ),
    ).toBe(0);
  });

  it('leaves an empty database after a reset and migration', async () => {
    await resetDatabase(database.db);
    await migrate(database);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    expect(await database.db.$count(schema.products)).toBe(0);
  });
});

describe('the default demo catalogue on PGlite', () => {
  it('seeds 1,500 products with at least 3,000 variants', async () => {
    const { database, dispose } = await testDatabaseTargets()[0]!.create();
    try {
      await seedDemoData(database, { hashPassword: fakeHash, now });
      expect(await database.db.$count(schema.products, sql`${schema.products.published}`)).toBe(1500);
      expect(await database.db.$count(schema.productVariants)).toBeGreaterThanOrEqual(3000);
      expect(
        await database.db.$count(
          schema.products,
          sql`${schema.products.key} = 'progress-bar' and not ${schema.products.published}`,
        ),
      ).toBe(1);
    } finally {
      await dispose();
    }
  });
});

import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from './connection';
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { defaultDemoProductCount, demoDataset, demoPassword, type DemoDataset } from './demo';
import { refreshProductSearch } from './repositories/product-search-index';
import * as schema from './schema';

export interface SeedOptions {
  /** Generated products (default 1,500); 100,000 makes a benchmark catalogue. */
  products?: number;
  seed?: number;
  /** Hashes the demo password (Argon2id in the API); tests pass a cheap fake. */
  hashPassword: (plain: string) => Promise<string>;
  now?: Date;
  log?: (message: string) => void;
}

/** Rows per INSERT: large enough to amortise round trips, well under PostgreSQL's 65,535 bind parameters. */
const rowsPerInsert = 1_000;
/** Products generated and written at a time, so memory stays flat however large the catalogue. */
const productsPerChunk = 500;
const progressEvery = 10_000;

/** The demo invoices, each with its order's number (which the database gave the order). */
async function insertInvoices(tx: Db, demo: DemoDataset['invoices']) {
  const orderIds = [...new Set(demo.orderOfInvoice.values())];
  const numbers = new Map<string, string>();
  for (let start = 0; start < orderIds.length; start += rowsPerInsert) {
    const rows = await tx
      .select({ id: schema.orders.id, orderNumber: schema.orders.orderNumber })
      .from(schema.orders)
      .where(inArray(schema.orders.id, orderIds.slice(start, start + rowsPerInsert)));
    for (const row of rows) numbers.set(row.id, row.orderNumber);
  }
  const invoices = demo.invoices.map((invoice) => ({
    ...invoice,
    orderNumber: numbers.get(demo.orderOfInvoice.get(invoice.id) ?? '') ?? null,
  }));
  await insertRows(tx, schema.invoices, invoices);
  await insertRows(tx, schema.invoiceLines, demo.lines);
  await insertRows(tx, schema.creditMemos, demo.credits);
  await insertRows(tx, schema.invoicePayments, demo.payments);
  await insertRows(tx, schema.invoicePaymentAllocations, demo.allocations);
}

/** Writes the deterministic demo data set into an empty, migrated database, all in one transaction. */
export async function seedDemoData(database: Database, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const productCount = options.products ?? defaultDemoProductCount;
  const data = demoDataset({
    products: productCount,
    seed: options.seed,
    now: options.now,
    passwordHash: await options.hashPassword(demoPassword),
  });

  await database.db.transaction(async (tx) => {
    await insertRows(tx, schema.categories, data.categories);
    await insertRows(tx, schema.channels, data.channels);
    await insertRows(tx, schema.shippingMethods, data.shippingMethods);
    await insertRows(tx, schema.discountCodes, data.discountCodes);
    const totals = { products: 0, variants: 0, prices: 0, inventory: 0 };
    for (const chunk of data.catalogChunks(productsPerChunk)) {
      await insertRows(tx, schema.products, chunk.products);
      await insertRows(tx, schema.productVariants, chunk.variants);
      await insertRows(tx, schema.standalonePrices, chunk.prices);
      await insertRows(tx, schema.inventoryEntries, chunk.inventory);
      await insertRows(tx, schema.reviews, data.reviewsFor(chunk.products));
      const before = totals.products;
      totals.products += chunk.products.length;
      totals.variants += chunk.variants.length;
      totals.prices += chunk.prices.length;
      totals.inventory += chunk.inventory.length;
      if (Math.floor(totals.products / progressEvery) > Math.floor(before / progressEvery))
        log(`  ${totals.products.toLocaleString('en-US')} products written`);
    }
    const { accounts } = data;
    await insertRows(tx, schema.businessUnits, accounts.offices);
    await insertRows(tx, schema.shippingAccounts, accounts.shippingAccounts);
    await insertRows(tx, schema.addresses, accounts.addresses);
    await insertRows(tx, schema.customers, accounts.customers);
    await insertRows(tx, schema.customerBusinessUnits, accounts.memberships);
    await insertRows(tx, schema.asapEnrollments, accounts.enrollments);
    await insertRows(tx, schema.salesRepAssignments, data.salesRepAssignments);
    await insertRows(tx, schema.orders, data.orders.orders);
    await insertRows(tx, schema.orderLineItems, data.orders.lines);
    await insertRows(tx, schema.orderStatusHistory, data.orders.history);
    await insertRows(tx, schema.orderExports, data.orders.exports);
    await insertInvoices(tx, data.invoices);
    await insertRows(tx, schema.shoppingLists, data.shoppingLists.lists);
    await insertRows(tx, schema.shoppingListLines, data.shoppingLists.lines);
    await insertRows(tx, schema.carts, data.replenishPlans.carts);
    await insertRows(tx, schema.replenishPlans, data.replenishPlans.plans);
    await insertRows(tx, schema.cartLineItems, data.replenishPlans.lines);
    await insertRows(tx, schema.apiClients, data.apiClients);
    await insertRows(tx, schema.redirectRules, data.redirectRules);
    await insertRows(tx, schema.printCatalogs, data.printCatalogs.catalogs);
    await insertRows(tx, schema.printCatalogPages, data.printCatalogs.pages);
    await refreshProductSearch(tx);
    log(
      `Seeded ${data.categories.length} categories, ${totals.products} products, ${totals.variants} variants, ${totals.prices} prices, ` +
        `${totals.inventory} inventory entries, ${accounts.customers.length} customers in ${accounts.offices.length} offices, ${data.orders.orders.length} orders`,
    );
  });
}

/** True when no catalogue has been loaded yet (no categories). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.categories.id }).from(schema.categories).limit(1);
  return rows.length === 0;
}

async function insertRows<T extends PgTable>(
  db: Pick<Db, 'insert' | 'execute'>,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const batch = rows.slice(start, start + rowsPerInsert);
    const statement = jsonInsert(table, batch);
    if (statement) await db.execute(statement);
    else await db.insert(table).values(batch);
  }
}

/**
 * The rows as one JSON parameter (jsonb_populate_recordset): at 1,000,000 products, building
 * insert statements of 10,000+ bound values (drizzle, then PostgreSQL's parse and bind) took most of
 * the seed's time. Undefined means the column's default, as in drizzle's insert; when a column with a
 * default is set in some rows only, one statement cannot say that, and the caller uses drizzle's.
 */
function jsonInsert<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL | undefined {
  const value = (row: T['$inferInsert'], key: string): unknown => (row as Record<string, unknown>)[key];
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => value(row, key) !== undefined),
  );
  if (columns.some(([key, column]) => column.hasDefault && rows.some((row) => value(row, key) === undefined)))
    return undefined;
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const document = JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, value(row, key) ?? null]))),
  );
  return sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${document}::jsonb)`;
}

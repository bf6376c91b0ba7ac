import { sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { activeOfficeId } from './active-office-sql';
import { arrayLiteral } from './product-search-sql';

/** A unit of measure of a published product: what an item number + uom of a stock request names. */
export interface ProductUnitRecord {
  itemNumber: string;
  uom: string;
  sku: string;
  /** Single items in one unit (attribute count_per_unit), when known. */
  countPerUnit: number | undefined;
}

export interface StockRequest {
  /** The customer and sign-in session: a shipping account outside the session's active office counts as unknown. */
  customerId: string;
  sessionId: string | undefined;
  shippingAccountNumber: string;
  skus: readonly string[];
}

export interface StockLotRecord {
  sku: string;
  quantity: number;
  expiresAt: Date | undefined;
  restockableInDays: number | undefined;
  expectedDelivery: Date | undefined;
}

export interface StockAnswer {
  /** The warehouse serving the account (its channel key, e.g. ES1); undefined when the account is not the office's. */
  warehouse: string | undefined;
  /**
   * Every lot of the skus at that warehouse, expired ones too: whether a lot counts depends on the request time (the
   * domain's call).
   */
  lots: StockLotRecord[];
}

const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const dateOrUndefined = (ms: number | null) => (ms === null ? undefined : new Date(Number(ms)));

/**
 * The two queries, built once and prepared by name: stock is asked for on every page a signed-in
 * customer sees, with different values only, so PostgreSQL parses and plans them once per
 * connection instead of on every call.
 */
function inventoryQueries(db: Db) {
  const units = db
    .select({
      itemNumber: sql<string>`pv.item_number`,
      uom: sql<string>`pv.uom`,
      sku: sql<string>`pv.sku`,
      countPerUnit: sql<string | null>`pv.attributes->>'count_per_unit'`,
    })
    .from(
      sql`unnest(${sql.placeholder('items')}::text[], ${sql.placeholder('uoms')}::text[]) as req(item_number, uom)
      join product_variants pv on pv.item_number = req.item_number and pv.uom = req.uom
      join products p on p.id = pv.product_id`,
    )
    .where(sql`p.published`)
    .prepare('product_units');
  // One row per lot; an account with no lots of these skus still answers one row (its warehouse), an unknown account
  // none.
  const stock = db
    .select({
      warehouse: sql<string>`account.key`,
      sku: sql<string | null>`e.sku`,
      quantity: sql<number | null>`e.quantity_on_stock`,
      expiresAt: sql<number | null>`${epochMs('e.expires_at')}`,
      restockableInDays: sql<number | null>`e.restockable_in_days`,
      expectedDelivery: sql<number | null>`${epochMs('e.expected_delivery')}`,
    })
    .from(
      sql`(
        select sa.warehouse_channel_id, ch.key
        from shipping_accounts sa join channels ch on ch.id = sa.warehouse_channel_id
        where sa.number = ${sql.placeholder('account')}
          and sa.business_unit_id = ${activeOfficeId(sql.placeholder('customer'), sql.placeholder('session'))}
      ) account
      left join inventory_entries e on e.supply_channel_id = account.warehouse_channel_id and e.sku = any(${sql.placeholder('skus')}::text[])`,
    )
    .prepare('stock_lots');
  return { units, stock };
}

/** Stock per shipping account: products by item number + unit, the account's warehouse and its lots. */
export function inventoryRepository(db: Db) {
  let queries: ReturnType<typeof inventoryQueries> | undefined;
  const prepared = () => (queries ??= inventoryQueries(db));
  return {
    /**
     * The published product units among the requested item number + uom pairs (unknown pairs are absent), in one query.
     */
    async productUnits(pairs: readonly { itemNumber: string; uom: string }[]): Promise<ProductUnitRecord[]> {
      if (pairs.length === 0) return [];
      const rows = await prepared().units.execute({
        items: arrayLiteral(pairs.map((pair) => pair.itemNumber)),
        uoms: arrayLiteral(pairs.map((pair) => pair.uom)),
      });
      return rows.map((row) => ({
        itemNumber: row.itemNumber,
        uom: row.uom,
        sku: row.sku,
        countPerUnit: row.countPerUnit === null ? undefined : Number(row.countPerUnit),
      }));
    },

    /**
     * In one query: the account → warehouse mapping (checked against the session's active office) and the skus' lots
     * there.
     */
    async stockFor(request: StockRequest): Promise<StockAnswer> {
      const rows = await prepared().stock.execute({
        account: request.shippingAccountNumber,
        customer: request.customerId,
        session: request.sessionId ?? null,
        skus: arrayLiteral(request.skus),
      });
      return {
        warehouse: rows[0]?.warehouse,
        lots: rows.flatMap((row) =>
          row.sku === null
            ? []
            : [
                {
                  sku: row.sku,
                  quantity: Number(row.quantity),
                  expiresAt: dateOrUndefined(row.expiresAt),
                  restockableInDays: row.restockableInDays ?? undefined,
                  expectedDelivery: dateOrUndefined(row.expectedDelivery),
                },
              ],
        ),
      };
    },
  };
}

import { sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { preparedRows } from './prepared-by-shape';
import { arrayParam, uniqueUuids } from './product-search-sql';

/**
 * Stored JSON texts of published product projections (migration 0041). Triggers delete a product's text whenever
 * its rows change; `store` must run in a transaction after `claim`, with the rows read after the claim.
 */
export function productRenderingRepository(db: Db) {
  return {
    /** The stored texts of the given products, by product id; products without one are absent. */
    async find(ids: readonly string[]): Promise<Map<string, string>> {
      const wanted = uniqueUuids(ids);
      if (wanted.length === 0) return new Map();
      const rows = await preparedRows<{ product_id: string; projection: string }>(
        db,
        sql`select product_id, projection from product_renderings where product_id = any(${arrayParam(wanted, 'uuid')})`,
      );
      return new Map(rows.map((row) => [row.product_id, row.projection]));
    },

    /**
     * Takes, without waiting, the lock buckets of the given products for this transaction (the writers' triggers
     * take the same ones): the ids whose bucket it holds. A bucket held by a writer is skipped, not waited for.
     */
    async claim(ids: readonly string[]): Promise<string[]> {
      const wanted = uniqueUuids(ids);
      if (wanted.length === 0) return [];
      const rows = await preparedRows<{ id: string }>(
        db,
        sql`with ids as (select id, hashtext(id::text) & 255 as bucket from unnest(${arrayParam(wanted, 'uuid')}) as t(id)),
                 held as materialized (
                   select bucket from (select distinct bucket from ids) b
                   where pg_try_advisory_xact_lock(hashtext('product_renderings'), bucket))
            select id from ids join held using (bucket)`,
      );
      return rows.map((row) => row.id);
    },

    /** Stores the texts (replacing any stored since they were read: the caller holds their buckets). */
    async store(renderings: readonly { productId: string; projection: string }[]): Promise<void> {
      if (renderings.length === 0) return;
      await db.execute(
        sql`insert into product_renderings (product_id, projection)
            select * from unnest(${arrayParam(
              renderings.map((rendering) => rendering.productId),
              'uuid',
            )}, ${arrayParam(
              renderings.map((rendering) => rendering.projection),
              'text',
            )})
            on conflict (product_id) do update set projection = excluded.projection`,
      );
    },

    /** Published products without a stored text, in id order after `after`: the work of a full rendering. */
    async unrendered(after: string | undefined, limit: number): Promise<string[]> {
      const rows = await preparedRows<{ id: string }>(
        db,
        sql`select p.id from products p
            where p.published and ${after === undefined ? sql`true` : sql`p.id > ${after}::uuid`}
              and not exists (select 1 from product_renderings r where r.product_id = p.id)
            order by p.id limit ${limit}`,
      );
      return rows.map((row) => row.id);
    },
  };
}

import {
  productProjectionRepository,
  productRenderingRepository,
  type Db,
  type ProductWithVariants,
} from '@chairside/db';
import { toProductProjection } from './product-projection.mapper';

/** A product's projection as the JSON text that answers carry (bare category references). */
const renderText = (item: ProductWithVariants) => JSON.stringify(toProductProjection(item));

/**
 * Renders published products from their rows and stores the JSON texts, in one transaction that holds their lock
 * buckets before reading the rows (see migration 0041): the texts of the products it could claim, by id. A product
 * whose bucket a writer holds is left out, to be rendered by the caller without storing.
 */
async function renderAndStore(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  return db.transaction(async (tx) => {
    const claimed = await productRenderingRepository(tx).claim(ids);
    const items = await productProjectionRepository(tx).findByIds(claimed);
    const renderings = items.map((item) => ({
      productId: item.product.id,
      projection: renderText(item),
    }));
    await productRenderingRepository(tx).store(renderings);
    return new Map(renderings.map((rendering) => [rendering.productId, rendering.projection]));
  });
}

/**
 * Published product projections by id as JSON texts (bare category references), in the order of `ids`; unknown or
 * unpublished ids are skipped. Stored texts are read as they are; the others are rendered, stored and returned.
 */
export async function loadRenderedProjections(db: Db, ids: readonly string[]): Promise<string[]> {
  const texts = await productRenderingRepository(db).find(ids);
  const missing = ids.filter((id) => !texts.has(id));
  if (missing.length > 0) {
    for (const [id, text] of await renderAndStore(db, missing)) texts.set(id, text);
    const unclaimed = missing.filter((id) => !texts.has(id));
    if (unclaimed.length > 0)
      for (const item of await productProjectionRepository(db).findByIds(unclaimed))
        texts.set(item.product.id, renderText(item));
  }
  return ids.flatMap((id) => texts.get(id) ?? []);
}

/**
 * Renders and stores every published product without a stored text, in batches (the seed's last step, so that a
 * fresh catalogue's first searches read texts): the number rendered.
 */
export async function renderAllProjections(db: Db, batchSize = 1000): Promise<number> {
  let rendered = 0;
  let after: string | undefined;
  for (;;) {
    const ids = await productRenderingRepository(db).unrendered(after, batchSize);
    if (ids.length === 0) return rendered;
    rendered += (await renderAndStore(db, ids)).size;
    after = ids.at(-1);
  }
}

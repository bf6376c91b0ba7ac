import {
  productProjectionRepository,
  productRenderingRepository,
  type Db,
  type PageProduct,
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
 * The JSON texts (bare category references) of a page's published products, in order; unknown or unpublished ids are
 * skipped. A product comes with the rendering its page's statement read, or null: only those without one are read,
 * and the texts still missing are rendered, stored and returned.
 */
export async function pageRenderings(db: Db, products: readonly PageProduct[]): Promise<string[]> {
  const missing = products.filter((product) => product.rendering === null).map((product) => product.id);
  const texts = missing.length > 0 ? await productRenderingRepository(db).find(missing) : new Map<string, string>();
  const unstored = missing.filter((id) => !texts.has(id));
  if (unstored.length > 0) {
    for (const [id, text] of await renderAndStore(db, unstored)) texts.set(id, text);
    const unclaimed = unstored.filter((id) => !texts.has(id));
    if (unclaimed.length > 0)
      for (const item of await productProjectionRepository(db).findByIds(unclaimed))
        texts.set(item.product.id, renderText(item));
  }
  return products.flatMap((product) => product.rendering ?? texts.get(product.id) ?? []);
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

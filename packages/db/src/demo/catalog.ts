import type { CategoryLeaf } from './categories';
import type { DemoChannels } from './channels';
import { generateInventory } from './inventory';
import { generatePrices } from './prices';
import { generateProduct } from './products';
import { Random } from './random';
import type { InventoryRow, PriceRow, ProductRow, VariantRow } from './rows';
import { en } from './text';

/** A slice of the catalogue with everything that hangs off its products. */
export interface CatalogChunk {
  products: ProductRow[];
  variants: VariantRow[];
  prices: PriceRow[];
  inventory: InventoryRow[];
}

export interface CatalogContext {
  seed: number;
  leaves: readonly CategoryLeaf[];
  channels: DemoChannels;
  today: Date;
}

/**
 * The catalogue, `chunkSize` products at a time, so a 100,000-product seed never holds it all in memory.
 * Each product draws from its own random streams, so chunking does not change the data.
 */
export function* catalogChunks(
  context: CatalogContext,
  productCount: number,
  chunkSize: number,
): Generator<CatalogChunk> {
  yield progressBarProduct(context.seed);
  for (let start = 0; start < productCount; start += chunkSize) {
    const chunk: CatalogChunk = { products: [], variants: [], prices: [], inventory: [] };
    for (let index = start; index < Math.min(start + chunkSize, productCount); index += 1) {
      const generated = generateProduct(context.seed, index, context.leaves);
      chunk.products.push(generated.product);
      chunk.variants.push(...generated.variants);
      chunk.prices.push(...generatePrices(context.seed, index, generated, context.channels, context.today));
      chunk.inventory.push(...generateInventory(context.seed, index, generated, context.channels, context.today));
    }
    yield chunk;
  }
}

/** The reserved, unpublished `progress-bar` product: its presence turns on the spend progress bar (spec §4). */
function progressBarProduct(seed: number): CatalogChunk {
  const random = Random.for(seed, 'product', 'progress-bar');
  const productId = random.uuid();
  const sku = 'progress-bar';
  return {
    products: [
      {
        id: productId,
        key: 'progress-bar',
        name: en('Spend progress bar'),
        slug: en('progress-bar'),
        categoryIds: [],
        published: false,
      },
    ],
    variants: [
      {
        id: random.uuid(),
        productId,
        variantId: 1,
        sku,
        itemNumber: '0000000',
        uom: 'EA',
        attributes: { hs_sku: sku, hs_item_number: '0000000', hs_uom: 'EA', count_per_unit: 1, replenishable: false },
      },
    ],
    prices: [{ id: random.uuid(), key: `retail-${sku}`, sku, currencyCode: 'USD', centAmount: 0, channelId: null }],
    inventory: [],
  };
}

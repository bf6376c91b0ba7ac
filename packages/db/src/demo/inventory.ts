import type { DemoChannels } from './channels';
import type { GeneratedProduct } from './products';
import { Random } from './random';
import type { InventoryRow } from './rows';
import { addDays } from './text';

/** How often a sku is stocked at each warehouse (ES1 first). */
const stockedShare = [0.95, 0.8];

/**
 * Stock per sku and warehouse. Perishable goods come in several lots with their own expiration
 * (some already past it); a few skus are out of stock with a restock estimate.
 */
export function generateInventory(
  seed: number,
  index: number,
  generated: GeneratedProduct,
  channels: DemoChannels,
  today: Date,
): InventoryRow[] {
  const random = Random.for(seed, 'inventory', index);
  const { family } = generated.leaf;
  const bigTicket = family.price[0] >= 150;
  const rows: InventoryRow[] = [];
  generated.variants.forEach(({ sku }, position) => {
    const scale = generated.packs[0]!.count / generated.packs[position]!.count;
    channels.warehouses.forEach((warehouse, w) => {
      if (!random.chance(stockedShare[w] ?? 0.5)) return;
      const entry = (quantityOnStock: number, extra: Partial<InventoryRow> = {}) =>
        rows.push({ id: random.uuid(), sku, supplyChannelId: warehouse.id, quantityOnStock, ...extra });
      if (random.chance(0.06)) {
        const restockableInDays = random.int(3, 21);
        entry(0, { restockableInDays, expectedDelivery: addDays(today, restockableInDays) });
        return;
      }
      const lots = family.perishable ? random.int(1, 3) : 1;
      for (let lot = 0; lot < lots; lot += 1) {
        const quantity = Math.max(1, Math.round((bigTicket ? random.int(1, 24) : random.int(20, 900)) * scale));
        const expiresAt = family.perishable
          ? addDays(today, random.chance(0.12) ? -random.int(1, 90) : random.int(30, 720))
          : null;
        const restock = quantity < 5 ? { restockableInDays: random.int(2, 10) } : {};
        entry(quantity, { expiresAt, ...restock });
      }
    });
  });
  return rows;
}

import 'server-only';
import type { Cart, ProductAvailability } from '@chairside/contracts';
import { unstable_rethrow } from 'next/navigation';
import { fetchInventory } from '@/lib/api/inventory';
import { getShoppingContext } from '@/modules/pricing/shopping-context';

/**
 * Stock for every cart line at the warehouse serving the customer's shipping account, asked for the
 * line's own quantity so the answer says whether all of it ships or how much goes on backorder
 * (spec §4 cart). One /ct/inventory call for the whole cart; anonymous visitors and customers
 * without a shipping account get none. A failed lookup leaves the lines without stock (spec §8).
 */
export async function loadCartLineStock(cart: Cart): Promise<ReadonlyMap<string, ProductAvailability>> {
  const context = await getShoppingContext();
  if (context.audience !== 'customer' || cart.lineItems.length === 0) return new Map();
  const lines = cart.lineItems.map((line) => ({
    id: line.id,
    itemNumber: line.custom.fields.hs_item_number,
    uom: line.custom.fields.hs_uom,
    quantity: line.quantity,
  }));
  try {
    const results = await fetchInventory(context.accessToken, context.shippingAccountNumber, lines);
    const stock = new Map<string, ProductAvailability>();
    lines.forEach((line, index) => {
      const availability = results[index]?.results?.product_availability;
      if (availability) stock.set(line.id, availability);
    });
    return stock;
  } catch (error) {
    unstable_rethrow(error);
    console.error('Cart stock lookup failed:', error);
    return new Map();
  }
}

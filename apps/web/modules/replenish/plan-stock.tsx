import 'server-only';
import type { PlanItem } from '@chairside/contracts';
import type { ReactNode } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { fetchInventory } from '@/lib/api/inventory';
import { StockLine } from '@/modules/pricing/StockLine';
import { getShoppingContext } from '@/modules/pricing/shopping-context';

/**
 * Stock of every item of the plan, from ONE inventory call for the page (prices come with the plan). Without a
 * shipping account, or when the lookup fails, the items show no stock (spec §8: logged, the page renders).
 */
export async function planStock(items: readonly PlanItem[]): Promise<Record<string, ReactNode>> {
  const context = await getShoppingContext();
  const sold = items.filter((item) => item.available);
  if (context.audience !== 'customer' || sold.length === 0) return {};
  try {
    const stock = await fetchInventory(
      context.accessToken,
      context.shippingAccountNumber,
      sold.map((item) => ({ itemNumber: item.item_number, uom: item.uom, quantity: item.quantity })),
    );
    return Object.fromEntries(
      sold.map((item, index) => [
        item.plan_item_id,
        <StockLine
          key={item.plan_item_id}
          stock={stock[index]?.results?.product_availability}
          lineQuantity={item.quantity}
        />,
      ]),
    );
  } catch (error) {
    unstable_rethrow(error);
    console.error('Inventory lookup failed:', error);
    return {};
  }
}

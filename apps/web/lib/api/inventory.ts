import 'server-only';
import { inventoryResponseSchema, maxLookupItems, type InventoryResponse } from '@chairside/contracts';
import { chunk } from './chunk';
import { customerLookup } from './customer-lookup';

export interface StockQuery {
  itemNumber: string;
  uom: string;
  quantity: number;
}

/**
 * POST /ct/inventory: stock at the warehouse serving the shipping account, for up to 500 products
 * per round trip. Unknown products come back as per-product failures, not as a failed call.
 */
export async function fetchInventory(
  accessToken: string,
  shippingAccountNumber: string,
  products: readonly StockQuery[],
): Promise<InventoryResponse['products']> {
  const replies = await Promise.all(
    chunk(products, maxLookupItems).map((part) =>
      customerLookup(
        '/ct/inventory',
        {
          shipping_account_number: shippingAccountNumber,
          products: part.map((product) => ({
            item_number: product.itemNumber,
            uom: product.uom,
            quantity: product.quantity,
          })),
        },
        inventoryResponseSchema,
        accessToken,
      ),
    ),
  );
  return replies.flatMap((reply) => reply.products);
}

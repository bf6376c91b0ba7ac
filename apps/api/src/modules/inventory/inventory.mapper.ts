import type { InventoryProductResult } from '@chairside/contracts';
import type { ProductUnitRecord, StockLotRecord } from '@chairside/db';
import { singleItemUom, stockAvailability, toSingleItems } from '@chairside/domain';

type InboundParams = InventoryProductResult['inbound_params'];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export const inventoryFailure = (inbound: InboundParams, message: string): InventoryProductResult => ({
  success: false,
  message,
  inbound_params: inbound,
});

/**
 * One product's stock at the account's warehouse: its non-expired lots at `now`, in the requested unit and in single
 * items.
 */
export function toInventoryProduct(
  inbound: InboundParams,
  unit: ProductUnitRecord,
  lots: readonly StockLotRecord[],
  warehouse: string,
  now: Date,
): InventoryProductResult {
  const stock = stockAvailability(lots, inbound.quantity, now);
  return {
    success: true,
    inbound_params: inbound,
    results: {
      product_availability: {
        primary_uom: { uom: inbound.uom, quantity: stock.onHand },
        secondary_uom: {
          uom: singleItemUom,
          quantity: toSingleItems(stock.onHand, { countPerUnit: unit.countPerUnit ?? 1 }),
        },
        status: stock.status,
        is_on_stock: stock.isOnStock,
        backorder_quantity: stock.backorderQuantity,
        ...(stock.expectedDelivery ? { expected_date: isoDate(stock.expectedDelivery) } : {}),
        ...(stock.restockableInDays !== undefined && stock.status !== 'in_stock'
          ? { restockable_in_days: stock.restockableInDays }
          : {}),
        warehouse,
      },
    },
  };
}

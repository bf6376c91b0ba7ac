import type { InventoryRequest, InventoryResponse } from '@chairside/contracts';
import { inventoryRepository, type Db, type ProductUnitRecord, type StockLotRecord } from '@chairside/db';
import { messages } from '@chairside/domain';
import type { SubjectContext } from '../../access/request-context';
import { recordCache } from '../pricing/record-cache';
import { inventoryFailure, toInventoryProduct } from './inventory.mapper';

export interface InventoryOptions {
  /**
   * How long an item number + unit → sku mapping (catalogue data) is reused in this process; stock itself is read on
   * every call.
   */
  unitCacheTtlMs: number;
}

/** Units kept in memory: the hot part of a large catalogue. */
const cachedUnits = 50_000;

const unitKey = (itemNumber: string, uom: string) => `${itemNumber}\u0000${uom}`;

/**
 * Stock for a page of products at the warehouse serving one of the active office's shipping
 * accounts. Unknown accounts (or another office's, which is the same to the caller) and unknown
 * products fail per product; the request itself succeeds.
 */
export function inventoryService(db: Db, { unitCacheTtlMs }: InventoryOptions) {
  const inventory = inventoryRepository(db);
  const units = recordCache<ProductUnitRecord>(unitCacheTtlMs, cachedUnits, (unit) =>
    unitKey(unit.itemNumber, unit.uom),
  );

  return {
    async check(context: SubjectContext, request: InventoryRequest): Promise<InventoryResponse> {
      const at = context.now;
      const inbound = request.products.map(({ item_number, uom, quantity }) => ({ item_number, uom, quantity }));
      const keys = inbound.map((product) => unitKey(product.item_number, product.uom));
      const pairs = new Map(
        inbound.map((product, index) => [keys[index]!, { itemNumber: product.item_number, uom: product.uom }]),
      );
      const known = await units.getMany(keys, (missing) =>
        inventory.productUnits(missing.map((key) => pairs.get(key)!)),
      );
      // One query for the account check and every lot of the page's skus (two when some units were not known yet).
      const { warehouse, lots } = await inventory.stockFor({
        customerId: context.subject.customerId,
        sessionId: context.sessionId,
        shippingAccountNumber: request.shipping_account_number,
        skus: [...new Set([...known.values()].map((unit) => unit.sku))],
      });
      const lotsBySku = new Map<string, StockLotRecord[]>();
      for (const lot of lots) lotsBySku.set(lot.sku, [...(lotsBySku.get(lot.sku) ?? []), lot]);
      return {
        shipping_account_number: request.shipping_account_number,
        checked_at: at.toISOString(),
        products: inbound.map((params, index) => {
          if (warehouse === undefined) return inventoryFailure(params, messages.unknownShippingAccount);
          const unit = known.get(keys[index]!);
          if (!unit) return inventoryFailure(params, messages.noProductFound);
          return toInventoryProduct(params, unit, lotsBySku.get(unit.sku) ?? [], warehouse, at);
        }),
      };
    },
  };
}

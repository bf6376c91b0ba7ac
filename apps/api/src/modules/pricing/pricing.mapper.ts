import type { PriceInfoDto, PricingItemResult } from '@chairside/contracts';
import type { SkuPriceRecord } from '@chairside/db';
import { messages, type PriceInfo } from '@chairside/domain';
import { skuPricesAt, type PricingTerms } from '../order-engine';

/**
 * One priced sku of a /ct/pricing answer: the prices that apply at `at` (spec §3 "price per sku":
 * the contract's plan price and retail) and the derived price info. A sku with no published
 * product is a per-item failure; one without a price the ordering system accepts is returned but
 * marked not sellable.
 */
export function toPricingItem(
  sku: string,
  record: SkuPriceRecord | undefined,
  terms: PricingTerms,
  at: Date,
  quantity: number | undefined,
): PricingItemResult {
  if (!record) return { sku, success: false, message: messages.noProductFound };
  const derived = skuPricesAt(record, terms, at).info;
  // Built field by field rather than with spreads: this runs for every sku of 500-sku pages.
  const item: PricingItemResult = { sku, success: true };
  if (!derived.available) item.message = messages.noHsCompatiblePrice;
  if (quantity !== undefined) item.quantity = quantity;
  if (record.asapProductCategory) item.asap_product_category = record.asapProductCategory;
  item.price_info = priceInfoOf(derived, record);
  return item;
}

/** The derived info with absent amounts left out of the JSON rather than sent as null. */
function priceInfoOf(info: PriceInfo, record: SkuPriceRecord): PriceInfoDto {
  const dto: PriceInfoDto = {
    sku: info.sku,
    item_number: record.itemNumber,
    uom: record.uom,
    available: info.available,
    strikeRetail: info.strikeRetail,
  };
  if (info.planPrice !== undefined) dto.planPrice = info.planPrice;
  if (info.retailPrice !== undefined) dto.retailPrice = info.retailPrice;
  if (info.discountedRetailPrice !== undefined) dto.discountedRetailPrice = info.discountedRetailPrice;
  if (info.bestPrice !== undefined) dto.bestPrice = info.bestPrice;
  if (info.replenishPrice !== undefined) dto.replenishPrice = info.replenishPrice;
  if (info.loyaltyPercent !== undefined) dto.loyaltyPercent = info.loyaltyPercent;
  return dto;
}

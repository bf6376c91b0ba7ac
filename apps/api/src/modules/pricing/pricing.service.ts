import type { PricingRequest, PricingResponse } from '@chairside/contracts';
import { standalonePriceRepository, type Db, type SkuPriceRecord } from '@chairside/db';
import { loyaltyDiscountApplies } from '@chairside/domain';
import type { SubjectContext } from '../../access/request-context';
import { ApiError } from '../../http/api-error';
import { toPricingItem } from './pricing.mapper';
import { recordCache } from './record-cache';

const accountNotAvailable = 'The shipping account is not available to this customer.';

/**
 * The same answer for an unknown account and another office's: nothing is revealed about either.
 * In the access-error shape, like every 403 of a protected route.
 */
export const shippingAccountNotAvailable = () =>
  new ApiError(403, 'insufficient_scope', accountNotAvailable, {}, { oauthDescription: accountNotAvailable });

export interface PricingOptions {
  /**
   * How long a sku's price candidates are reused in this process (0 = never). Which candidate
   * applies is still decided per request, so validity windows stay exact; only price edits take
   * up to this long to show (the storefront itself re-checks prices after 60 minutes, spec §9).
   */
  cacheTtlMs: number;
}

/** Skus whose price candidates stay in memory: a few large catalogues' hot sets. */
const cachedSkus = 50_000;

/** The signed-in customer's prices for a page of skus at one of the active office's shipping accounts. */
export function pricingService(db: Db, { cacheTtlMs }: PricingOptions) {
  const prices = standalonePriceRepository(db);
  const records = recordCache<SkuPriceRecord>(cacheTtlMs, cachedSkus, (record) => record.sku);

  return {
    async price(context: SubjectContext, request: PricingRequest): Promise<PricingResponse> {
      const at = context.now;
      const skus = request.items.map((item) => item.sku);
      // The page's prices load alongside the account check: one batched read for all skus, none for cached ones.
      const [account, found] = await Promise.all([
        prices.pricingContext({
          customerId: context.subject.customerId,
          sessionId: context.sessionId,
          shippingAccountNumber: request.shipping_account_number,
        }),
        records.getMany(skus, (missing) => prices.skuPrices(missing, at)),
      ]);
      if (!account) throw shippingAccountNotAvailable();
      const contractId = account.contract?.id ?? null;
      return {
        shipping_account_number: request.shipping_account_number,
        currencyCode: 'USD',
        pricing_contract: account.contract ? { typeId: 'channel', ...account.contract } : null,
        allow_loyalty_discount: loyaltyDiscountApplies({
          asapEnrolled: account.asapEnrolled,
          hasPricingContract: account.contract !== null,
        }),
        priced_at: at.toISOString(),
        items: request.items.map((item) => toPricingItem(item.sku, found.get(item.sku), contractId, at, item.quantity)),
      };
    },
  };
}

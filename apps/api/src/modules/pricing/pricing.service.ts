import type { PricingRequest, PricingResponse } from '@chairside/contracts';
import { standalonePriceRepository, type Db, type SkuPriceRecord } from '@chairside/db';
import { loyaltyTermsOf, rollingYearStart, todayIn } from '@chairside/domain';
import type { SubjectContext } from '../../access/request-context';
import { ApiError } from '../../http/api-error';
import type { LoyaltyProgrammeSource } from '../loyalty/programme-source';
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
  /** The distributor's time zone: the loyalty tier's 12 months end on its today. */
  timeZone: string;
  programme: LoyaltyProgrammeSource;
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
export function pricingService(db: Db, { cacheTtlMs, timeZone, programme }: PricingOptions) {
  const prices = standalonePriceRepository(db);
  const records = recordCache<SkuPriceRecord>(cacheTtlMs, cachedSkus, (record) => record.sku);

  return {
    async price(context: SubjectContext, request: PricingRequest): Promise<PricingResponse> {
      const at = context.now;
      const skus = request.items.map((item) => item.sku);
      // One batched read for the page's skus, none for cached ones. Cached records serve every customer, so they hold
      // every channel's prices and load alongside the account check; uncached, only this customer's are read once
      // the account is known (retail and its contract's, not every contract's: most of the lookup's cost).
      const load = (pricingChannelId?: string | null) =>
        records.getMany(skus, (missing) => prices.skuPrices(missing, at, pricingChannelId));
      const [account, terms, cached] = await Promise.all([
        prices.pricingContext({
          customerId: context.subject.customerId,
          sessionId: context.sessionId,
          shippingAccountNumber: request.shipping_account_number,
          spendWindow: { from: rollingYearStart(todayIn(timeZone, at)), timeZone },
        }),
        programme.current(),
        cacheTtlMs > 0 ? load() : undefined,
      ]);
      if (!account) throw shippingAccountNotAvailable();
      const found = cached ?? (await load(account.contract?.id ?? null));
      const loyalty = loyaltyTermsOf(
        {
          asapEnrolled: account.asapEnrolled,
          hasPricingContract: account.contract !== null,
          buyingGroup: account.buyingGroup,
        },
        account.loyaltySpend,
        terms,
      );
      const pricing = { pricingChannelId: account.contract?.id ?? null, loyalty };
      const response: PricingResponse = {
        shipping_account_number: request.shipping_account_number,
        currencyCode: 'USD',
        pricing_contract: account.contract ? { typeId: 'channel', ...account.contract } : null,
        allow_loyalty_discount: loyalty.status === 'Enrolled',
        asap_enrollment_status: loyalty.status,
        priced_at: at.toISOString(),
        items: request.items.map((item) => toPricingItem(item.sku, found.get(item.sku), pricing, at, item.quantity)),
      };
      if (loyalty.tier) response.loyalty_tier = loyalty.tier;
      return response;
    },
  };
}

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

/** Price records (a sku's retail and one contract's candidates) that stay in memory: a few large catalogues' hot sets. */
const cachedRecords = 50_000;

/** A sku's price record for one pricing contract (null: retail), cached under `key`. */
interface ContractRecord {
  key: string;
  record: SkuPriceRecord;
}

/** The signed-in customer's prices for a page of skus at one of the active office's shipping accounts. */
export function pricingService(db: Db, { cacheTtlMs, timeZone, programme }: PricingOptions) {
  const prices = standalonePriceRepository(db);
  const records = recordCache<ContractRecord>(cacheTtlMs, cachedRecords, (entry) => entry.key);

  return {
    async price(context: SubjectContext, request: PricingRequest): Promise<PricingResponse> {
      const at = context.now;
      const [account, terms] = await Promise.all([
        prices.pricingContext({
          customerId: context.subject.customerId,
          sessionId: context.sessionId,
          shippingAccountNumber: request.shipping_account_number,
          spendWindow: { from: rollingYearStart(todayIn(timeZone, at)), timeZone },
        }),
        programme.current(),
      ]);
      if (!account) throw shippingAccountNotAvailable();
      // Only the prices this customer can pay are read: retail and its contract's, not every contract's.
      const channelId = account.contract?.id ?? null;
      const prefix = `${channelId ?? 'retail'}/`;
      const found = await records.getMany(
        request.items.map((item) => prefix + item.sku),
        async (missing) =>
          (
            await prices.skuPrices(
              missing.map((key) => key.slice(prefix.length)),
              at,
              channelId,
            )
          ).map((record) => ({ key: prefix + record.sku, record })),
      );
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
        items: request.items.map((item) =>
          toPricingItem(item.sku, found.get(prefix + item.sku)?.record, pricing, at, item.quantity),
        ),
      };
      if (loyalty.tier) response.loyalty_tier = loyalty.tier;
      return response;
    },
  };
}

import 'server-only';
import { maxLookupItems, pricingResponseSchema, type PricingResponse } from '@chairside/contracts';
import { chunk } from './chunk';
import { customerLookup } from './customer-lookup';

/**
 * POST /ct/pricing: the customer's prices for up to 500 skus in one round trip. Callers skip it
 * without a shipping account number (spec §5). Longer lists (never a normal page) go in chunks.
 */
export async function fetchPrices(
  accessToken: string,
  shippingAccountNumber: string,
  skus: readonly string[],
): Promise<{ items: PricingResponse['items']; pricedAt: string | undefined }> {
  const replies = await Promise.all(
    chunk(skus, maxLookupItems).map((part) =>
      customerLookup(
        '/ct/pricing',
        { shipping_account_number: shippingAccountNumber, items: part.map((sku) => ({ sku })) },
        pricingResponseSchema,
        accessToken,
      ),
    ),
  );
  return { items: replies.flatMap((reply) => reply.items), pricedAt: replies[0]?.priced_at };
}

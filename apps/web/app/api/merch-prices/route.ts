import { merchandisedPrices, merchandisedSkuLimit } from '@chairside/domain';
import { z } from 'zod';
import { fetchPrices } from '@/lib/api/pricing';
import { getShoppingContext } from '@/modules/pricing/shopping-context';

const noStore = { 'cache-control': 'private, no-store' };
const requestSchema = z.object({ skus: z.array(z.string().min(1).max(64)).min(1).max(merchandisedSkuLimit) });

/**
 * Prices for the personalisation script's merchandised skus (spec §7): the visitor's best price and
 * the struck retail price, formatted. Our own pages only (it reads the visitor's session: the proxy refuses
 * cross-site posts); anonymous visitors and customers without a shipping account get no prices, as everywhere else.
 */
export async function POST(request: Request) {
  const parsed = requestSchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return new Response(null, { status: 400, headers: noStore });
  const context = await getShoppingContext();
  if (context.audience !== 'customer') return Response.json({ prices: {} }, { headers: noStore });
  try {
    const { items } = await fetchPrices(context.accessToken, context.shippingAccountNumber, [
      ...new Set(parsed.data.skus),
    ]);
    const prices = Object.fromEntries(
      items.flatMap((item) => {
        const filled = item.success && item.price_info ? merchandisedPrices(item.price_info) : undefined;
        return filled ? [[item.sku, filled]] : [];
      }),
    );
    return Response.json({ prices }, { headers: noStore });
  } catch (error) {
    console.error('Merchandised price lookup failed:', error);
    return new Response(null, { status: 502, headers: noStore });
  }
}

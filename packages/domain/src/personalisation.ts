import { formatMoney } from './money';

/**
 * The personalisation service (spec §7, §2): its generic script is told about every route change
 * (a trackData push) except on routes flagged excludeGenericMonetateScript, which run their own.
 */
const excludedRoutes: readonly [name: string, pattern: RegExp][] = [
  ['index', /^\/$/],
  ['checkout', /^\/checkout$/],
  ['product', /^\/product\/[^/]+$/],
  ['checkout-success', /^\/checkout\/success$/],
  ['category', /^\/category\/.+$/],
  ['catalog-slug-page-number', /^\/catalog\/[^/]+\/page\/[^/]+$/],
  ['customer-account-recent', /^\/customer\/account\/recent$/],
];

/** The excluded route a path belongs to, or undefined when the generic script runs there. */
export function personalisationExcludedRoute(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return excludedRoutes.find(([, pattern]) => pattern.test(path))?.[0];
}

/** At most this many merchandised skus are priced per lookup (one slot row of the script). */
export const merchandisedSkuLimit = 48;

/**
 * What a placeholder for a merchandised sku shows: the best price, and the retail price only when
 * it is struck through (a better price applies). Nothing without a best price.
 */
export function merchandisedPrices(info: {
  bestPrice?: number | undefined;
  retailPrice?: number | undefined;
  strikeRetail: boolean;
}): { best: string; retail?: string } | undefined {
  if (info.bestPrice === undefined) return undefined;
  const best = formatMoney(info.bestPrice);
  return info.strikeRetail && info.retailPrice !== undefined
    ? { best, retail: formatMoney(info.retailPrice) }
    : { best };
}

'use client';

import { merchandisedSkuLimit, personalisationExcludedRoute } from '@chairside/domain';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { fillPlaceholders, pendingSkus, type MerchandisedPrices } from './placeholders';

declare global {
  interface Window {
    /** The personalisation script's command queue: it reads what is pushed before and after it loads. */
    chairsidePersonalisation?: unknown[];
  }
}

async function priceSkus(skus: string[]): Promise<MerchandisedPrices> {
  const response = await fetch('/api/merch-prices', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ skus }),
  });
  if (!response.ok) return {};
  return ((await response.json()) as { prices: MerchandisedPrices }).prices;
}

/**
 * Feeds the personalisation service (spec §7): a trackData push on every route change, except on
 * the routes that run their own script (spec §2), and prices for the merchandised-sku placeholders
 * its script inserts, filled as they appear. Signed-in customers see their own prices; anonymous
 * visitors' placeholders stay empty, like every price of theirs.
 */
export function Personalisation({ loggedIn }: { loggedIn: boolean }) {
  const pathname = usePathname();

  useEffect(() => {
    if (personalisationExcludedRoute(pathname)) return;
    (window.chairsidePersonalisation ??= []).push(['trackData', { page: pathname, loggedIn }]);
  }, [pathname, loggedIn]);

  useEffect(() => {
    if (!loggedIn) return;
    let scheduled: number | undefined;
    const asked = new Set<string>();
    const fill = () => {
      scheduled = undefined;
      const skus = pendingSkus(document)
        .filter((sku) => !asked.has(sku))
        .slice(0, merchandisedSkuLimit);
      if (skus.length === 0) return;
      for (const sku of skus) asked.add(sku);
      void priceSkus(skus).then((prices) => fillPlaceholders(document, prices));
    };
    // The script inserts its slots whenever it likes: look again (batched) whenever the page changes.
    const observer = new MutationObserver(() => {
      scheduled ??= window.setTimeout(fill, 50);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    fill();
    return () => {
      observer.disconnect();
      if (scheduled !== undefined) window.clearTimeout(scheduled);
    };
  }, [loggedIn, pathname]);

  return null;
}

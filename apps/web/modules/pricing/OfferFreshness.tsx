'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from '@/modules/toasts/toast';
import {
  changedSkus,
  isDue,
  msUntilPriceCheck,
  rememberStates,
  stockChangeMessageIntervalMs,
  type StockStates,
} from './recheck';
import { pricingTexts } from './texts';

// Stored locally (spec §4, §9): stock states last seen and when the message was last shown. Only
// sku states and a time, nothing personal or secret; cleared when the visitor is not signed in.
const stockKey = 'chairside.stock-seen';
const messageKey = 'chairside.stock-message-at';

function read<T>(key: string, fallback: T): T {
  try {
    const value = window.localStorage.getItem(key);
    return value === null ? fallback : (JSON.parse(value) as T);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the message may then show more often; nothing else depends on it.
  }
}

interface Props {
  /** Absent for visitors without prices (anonymous, no shipping address). */
  pricedAt: string | undefined;
  stock: StockStates;
  signedIn: boolean;
}

/**
 * Spec §9 on the client: tells the customer when stock of a product they saw before has changed
 * (again only after 30 minutes), and re-prices a page left open for 60 minutes by rendering it
 * again on the server (no full reload).
 */
export function OfferFreshness({ pricedAt, stock, signedIn }: Props) {
  const router = useRouter();

  useEffect(() => {
    if (!signedIn) {
      // Logout clears cached prices and stock (spec §4).
      window.localStorage.removeItem(stockKey);
      window.localStorage.removeItem(messageKey);
      return;
    }
    const previous = read<StockStates>(stockKey, {});
    const now = Date.now();
    if (
      changedSkus(previous, stock).length > 0 &&
      isDue(read<number | undefined>(messageKey, undefined), now, stockChangeMessageIntervalMs)
    ) {
      toast.info(pricingTexts.stockChanged);
      write(messageKey, now);
    }
    write(stockKey, rememberStates(previous, stock));
  }, [stock, signedIn]);

  useEffect(() => {
    const pricedAtMs = pricedAt ? Date.parse(pricedAt) : Number.NaN;
    if (Number.isNaN(pricedAtMs)) return;
    const checkWhenDue = () => {
      if (document.visibilityState === 'visible' && msUntilPriceCheck(pricedAtMs, Date.now()) === 0) router.refresh();
    };
    const timer = window.setTimeout(checkWhenDue, msUntilPriceCheck(pricedAtMs, Date.now()));
    // A tab in the background waits until it is looked at again.
    document.addEventListener('visibilitychange', checkWhenDue);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', checkWhenDue);
    };
  }, [pricedAt, router]);

  return null;
}

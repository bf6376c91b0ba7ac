import type { CartLineRecord, CartOwner, CartRecord } from '@chairside/db';
import { LRUCache } from 'lru-cache';

/** A cart as this process last wrote it, with its lines in order. */
export interface CartSnapshot {
  cart: CartRecord;
  lines: readonly CartLineRecord[];
}

const ownedBy = (cart: CartRecord, owner: CartOwner) =>
  'customerId' in owner
    ? cart.customerId === owner.customerId
    : cart.customerId === null && cart.anonymousId === owner.anonymousId;

/**
 * The carts this process wrote last, by id, so the next update of a cart (a customer adding one
 * line after another) needs no read before its write. Safe across processes because every write
 * of a cart or its lines moves its version and stores only at the version it started from: a
 * snapshot at the version a request names is what the database holds at that version, and when
 * the cart moved on meanwhile, the conditional write fails and the caller reads afresh. Bounded by
 * lines held. The records are shared: a draft replaces the lines it changes (CartDraft.update).
 */
export function cartSnapshots(maxLines: number) {
  const entries = new LRUCache<string, CartSnapshot>({
    maxSize: maxLines,
    sizeCalculation: (entry) => entry.lines.length + 1,
  });
  return {
    /** The owner's cart at `version`, when this process wrote that version. */
    get(id: string, owner: CartOwner, version: number): CartSnapshot | undefined {
      const entry = entries.get(id);
      if (!entry || entry.cart.version !== version || !ownedBy(entry.cart, owner)) return undefined;
      return entry;
    },

    /** Keeps what was just stored; the records must not be changed afterwards. */
    set(cart: CartRecord, lines: readonly CartLineRecord[]): void {
      if (lines.length + 1 <= maxLines) entries.set(cart.id, { cart, lines });
    },

    forget(id: string): void {
      entries.delete(id);
    },
  };
}

export type CartSnapshots = ReturnType<typeof cartSnapshots>;

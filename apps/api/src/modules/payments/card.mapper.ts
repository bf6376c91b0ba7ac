import type { SavedCard } from '@chairside/contracts';
import type { SavedCardRecord } from '@chairside/db';

/** What a client sees of a stored card: never the gateway token. */
export function toSavedCard(record: SavedCardRecord): SavedCard {
  return {
    uuid: record.id,
    brand: record.brand as SavedCard['brand'],
    last4: record.last4,
    expiryMonth: record.expMonth,
    expiryYear: record.expYear,
    isPrimary: record.isPrimary,
    saved: record.saved,
    version: record.version,
    createdAt: record.createdAt.toISOString(),
  };
}

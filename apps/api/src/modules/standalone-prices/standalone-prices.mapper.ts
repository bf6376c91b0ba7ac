import type { StandalonePrice } from '@chairside/contracts';
import type { StandalonePriceRow } from '@chairside/db';

const money = (currencyCode: string, centAmount: number) => ({
  type: 'centPrecision' as const,
  currencyCode,
  centAmount,
  fractionDigits: 2,
});

/**
 * A stored price as a commercetools StandalonePrice; retail prices have no channel, unset optional fields are left out.
 */
export function toStandalonePrice(row: StandalonePriceRow): StandalonePrice {
  return {
    id: row.id,
    version: row.version,
    ...(row.key ? { key: row.key } : {}),
    sku: row.sku,
    value: money(row.currencyCode, row.centAmount),
    ...(row.channelId ? { channel: { typeId: 'channel', id: row.channelId } } : {}),
    ...(row.validFrom ? { validFrom: row.validFrom.toISOString() } : {}),
    ...(row.validUntil ? { validUntil: row.validUntil.toISOString() } : {}),
    ...(row.discountedCentAmount !== null
      ? { discounted: { value: money(row.currencyCode, row.discountedCentAmount) } }
      : {}),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    lastModifiedAt: row.lastModifiedAt.toISOString(),
  };
}

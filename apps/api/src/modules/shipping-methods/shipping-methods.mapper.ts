import type { CentPrecisionMoney, ShippingMethod } from '@chairside/contracts';
import { currency } from '@chairside/domain';
import type { ShippingMethodRow } from '@chairside/db';
import { nameBasedId } from '../../ids/name-based-id';

/** One shipping zone (the United States) holds every rate; its id is fixed. */
export const shippingZoneId = nameBasedId('zone:us');

function money(centAmount: number, currencyCode: string): CentPrecisionMoney {
  return { type: 'centPrecision', currencyCode, centAmount, fractionDigits: currency.fractionDigits };
}

/** A stored flat-rate shipping method as a commercetools ShippingMethod with one zone rate. */
export function toShippingMethod(row: ShippingMethodRow): ShippingMethod {
  const price = money(row.rateCentAmount, row.currencyCode);
  const freeAbove =
    row.freeAboveCentAmount !== null ? { freeAbove: money(row.freeAboveCentAmount, row.currencyCode) } : {};
  return {
    id: row.id,
    version: row.version,
    key: row.key,
    name: row.name,
    ...(row.localizedName ? { localizedName: row.localizedName } : {}),
    ...(row.localizedDescription ? { localizedDescription: row.localizedDescription } : {}),
    zoneRates: [{ zone: { typeId: 'zone', id: shippingZoneId }, shippingRates: [{ price, ...freeAbove, tiers: [] }] }],
    active: row.active,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    lastModifiedAt: row.lastModifiedAt.toISOString(),
  };
}

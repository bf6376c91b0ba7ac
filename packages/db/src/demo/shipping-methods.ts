import { fees } from '@chairside/domain';
import type * as schema from '../schema';
import { Random } from './random';
import { en } from './text';

export type ShippingMethodRow = typeof schema.shippingMethods.$inferInsert & { id: string };

/** The distributor's shipping options (USD cents); Ground is free from the minimum-order threshold ($249) up. */
const methods = [
  {
    key: 'ground',
    name: 'UPS Ground',
    description: '3-5 business days',
    rate: 999,
    freeAbove: fees.minimumOrderThreshold,
    isDefault: true,
  },
  { key: 'second-day', name: 'UPS 2nd Day Air', description: '2 business days', rate: 2_495 },
  { key: 'next-day', name: 'UPS Next Day Air', description: 'Next business day when ordered by 5pm ET', rate: 3_995 },
  { key: 'will-call', name: 'Will Call', description: 'Pick up at your distribution center', rate: 0 },
];

export function buildShippingMethods(seed: number): ShippingMethodRow[] {
  return methods.map(({ key, name, description, rate, freeAbove, isDefault }) => ({
    id: Random.for(seed, 'shipping-method', key).uuid(),
    key,
    name,
    localizedName: en(name),
    localizedDescription: en(description),
    rateCentAmount: rate,
    freeAboveCentAmount: freeAbove ?? null,
    isDefault: isDefault ?? false,
  }));
}

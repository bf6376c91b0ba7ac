import type * as schema from '../schema';
import { Random } from './random';
import { en } from './text';

export type DiscountCodeRow = typeof schema.discountCodes.$inferInsert & { id: string };

const day = 86_400_000;

/**
 * The demo store's discount codes, one for each state a customer can meet (DESIGN.md §7 demo data):
 * 10% off any order, $25 off orders from $500, one that has ended and one not active any more.
 */
export function buildDiscountCodes(seed: number, today: Date): DiscountCodeRow[] {
  const id = (code: string) => Random.for(seed, 'discount-code', code).uuid();
  return [
    { id: id('WELCOME10'), code: 'WELCOME10', name: en('10% off your order'), permyriad: 1000 },
    {
      id: id('BULK25'),
      code: 'BULK25',
      name: en('$25 off orders of $500 or more'),
      centAmount: 2500,
      minimumSubtotalCentAmount: 50_000,
    },
    {
      id: id('SPRING24'),
      code: 'SPRING24',
      name: en('Spring sale 2024'),
      permyriad: 1500,
      validFrom: new Date(today.getTime() - 400 * day),
      validUntil: new Date(today.getTime() - 300 * day),
    },
    { id: id('RETIRED5'), code: 'RETIRED5', name: en('Retired promotion'), permyriad: 500, isActive: false },
  ];
}

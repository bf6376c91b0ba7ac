import { discountCodeRepository, discountCodeTerms, type CartRecord, type Db } from '@chairside/db';
import type { DiscountCodeTerms } from '@chairside/domain';

/** A discount code of a cart with the terms the domain rules read. */
export interface CartCode {
  id: string;
  terms: DiscountCodeTerms;
}

/**
 * The cart's discount codes as they are now (a code may have ended or been used up since it was
 * added), in the order they were added. A cart without codes costs no query.
 */
export async function loadCartCodes(db: Db, cart: Pick<CartRecord, 'discountCodes'>): Promise<CartCode[]> {
  if (cart.discountCodes.length === 0) return [];
  const records = new Map(
    (await discountCodeRepository(db).findByIds(cart.discountCodes.map((code) => code.discountCodeId))).map(
      (record) => [record.id, record],
    ),
  );
  return cart.discountCodes.flatMap(({ discountCodeId }) => {
    const record = records.get(discountCodeId);
    return record ? [{ id: record.id, terms: discountCodeTerms(record) }] : [];
  });
}

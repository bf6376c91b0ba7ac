import type { Cart } from '@chairside/contracts';
import { discountCodeRepository, discountCodeTerms, type CartLineRecord, type CartRecord, type Db } from '@chairside/db';
import type { DiscountCodeTerms } from '@chairside/domain';
import { toCart } from './cart.mapper';

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
  const records = new Map((await discountCodeRepository(db).findByIds(cart.discountCodes.map((code) => code.discountCodeId))).map((record) => [record.id, record]));
  return cart.discountCodes.flatMap(({ discountCodeId }) => {
    const record = records.get(discountCodeId);
    return record ? [{ id: record.id, terms: discountCodeTerms(record) }] : [];
  });
}

/** The API's answer for a cart: toCart with the cart's discount codes and the progress bar switch (see progressBarSwitch) loaded. */
export async function cartView(db: Db, cart: CartRecord, lines: readonly CartLineRecord[], at: Date, progressBarShown: (db: Db) => Promise<boolean>): Promise<Cart> {
  const [codes, progressBar] = await Promise.all([loadCartCodes(db, cart), progressBarShown(db)]);
  return toCart(cart, lines, at, codes, { progressBar });
}

import type { Cart } from '@chairside/contracts';
import type { CartLineRecord, CartRecord, Db } from '@chairside/db';
import { loadCartCodes } from '../order-engine';
import { toCart } from './cart.mapper';

/**
 * The API's answer for a cart: toCart with the cart's discount codes and the progress bar switch (see
 * progressBarSwitch) loaded.
 */
export async function cartView(
  db: Db,
  cart: CartRecord,
  lines: readonly CartLineRecord[],
  at: Date,
  progressBarShown: (db: Db) => Promise<boolean>,
): Promise<Cart> {
  const [codes, progressBar] = await Promise.all([loadCartCodes(db, cart), progressBarShown(db)]);
  return toCart(cart, lines, at, codes, { progressBar });
}

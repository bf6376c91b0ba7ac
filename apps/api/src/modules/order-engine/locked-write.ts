import { cartRepository, type CartRecord, type Db } from '@chairside/db';
import type { CartDraft } from './cart-draft';

/** Writes a draft of a cart the transaction has locked: the version cannot have moved. */
export async function writeLocked(tx: Db, draft: CartDraft): Promise<CartRecord> {
  const written = await cartRepository(tx).write(draft.toWrite());
  if (!written) throw new Error(`cart ${draft.cart.id} changed under its row lock`);
  return written;
}

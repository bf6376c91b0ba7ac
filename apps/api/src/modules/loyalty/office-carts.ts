import { cartRepository, loyaltyRepository, type Db } from '@chairside/db';
import type { FastifyBaseLogger } from 'fastify';
import { CartDraft, repriceDraft, writeLocked, type PricingTarget } from '../order-engine';

/**
 * Reprices the active carts of an office's customers for its new loyalty terms (enrolled or not), each in its own
 * short transaction, so what a cart shows matches the product pages at once. A cart that fails is logged and left:
 * order placement reprices it anyway before anything is charged.
 */
export async function repriceOfficeCarts(db: Db, target: PricingTarget, at: Date, log: FastifyBaseLogger) {
  if (!target.businessUnitId) return;
  const carts = await loyaltyRepository(db).activeCarts(target.businessUnitId);
  for (const { id, customerId } of carts) {
    await db
      .transaction(async (tx) => {
        const found = await cartRepository(tx).lockWithLines(id, { customerId });
        if (!found || found.cart.cartState !== 'Active' || found.cart.businessUnitId !== target.businessUnitId) return;
        const draft = new CartDraft(found.cart, found.lines);
        await repriceDraft(tx, draft, target, at);
        if (draft.changed) await writeLocked(tx, draft);
      })
      .catch((error: unknown) => log.error({ err: error, cartId: id }, 'loyalty cart reprice failed'));
  }
}

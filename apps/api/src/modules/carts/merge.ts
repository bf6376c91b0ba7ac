import { cartRepository, type Db } from '@chairside/db';
import { cartLimits } from '@chairside/domain';
import type { OfficeLoader } from '../../access/request-context';
import {
  CartDraft,
  changeState,
  linePriceOf,
  loadCatalog,
  pricingTargetOf,
  repriceDraft,
  writeLocked,
} from '../order-engine';

export type MergeOutcome = { outcome: 'none' } | { outcome: 'taken-over' | 'merged'; cartId: string };

/**
 * At sign-in, the anonymous session's cart joins the customer's (commercetools
 * MergeWithExistingCustomerCart): without an active customer cart the anonymous one becomes it;
 * otherwise its lines are added to the customer's cart (the same sku's quantities summed, up to
 * the line limit) and it is marked Merged. Either way the lines are priced for the customer's
 * office. An id that is not an active anonymous cart changes nothing: sign-in never fails on it.
 * Cart ids are random UUIDs the anonymous session got from us, as in commercetools' me/login.
 */
export async function mergeAnonymousCart(
  db: Db,
  request: { anonymousCartId: string; anonymousId: string; customerId: string },
  loadOffices: OfficeLoader,
  at = new Date(),
): Promise<MergeOutcome> {
  // A fresh sign-in session works in the customer's first office: the one a new session prices for.
  const target = pricingTargetOf(await loadOffices(request.customerId, undefined));
  return db.transaction(async (tx) => {
    const carts = cartRepository(tx);
    const anonymous = await carts.lockAnonymous(request.anonymousCartId, request.anonymousId);
    if (!anonymous) return { outcome: 'none' };
    const anonymousLines = await carts.linesOf(anonymous.id);
    const existing = await carts.lockActive({ customerId: request.customerId });
    if (!existing) {
      const draft = new CartDraft(anonymous, anonymousLines);
      draft.set({ customerId: request.customerId, anonymousId: null });
      await repriceDraft(tx, draft, target, at);
      const written = await writeLocked(tx, draft);
      return { outcome: 'taken-over', cartId: written.id };
    }
    const draft = new CartDraft(existing, await carts.linesOf(existing.id));
    const catalog = await loadCatalog(tx, { skus: anonymousLines.map((line) => line.sku), productIds: [] }, at);
    for (const line of anonymousLines) {
      const variant = catalog.variantBySku.get(line.sku);
      const record = catalog.prices.get(line.sku);
      const price = record && linePriceOf(record, existing, at);
      // A product withdrawn since it was added is left out, as adding it now would fail.
      if (!variant || !price) continue;
      const already = draft.lines.find((candidate) => candidate.sku === line.sku)?.quantity ?? 0;
      const quantity = Math.min(line.quantity, cartLimits.maxLineQuantity - already);
      if (quantity <= 0 || (already === 0 && draft.lines.length >= cartLimits.maxLineItems)) continue;
      draft.add(variant, price, quantity, at, line.customFields);
    }
    await writeLocked(tx, draft);
    const merged = new CartDraft(anonymous, anonymousLines);
    merged.set({ cartState: changeState('cart', anonymous.cartState, 'Merged') });
    await writeLocked(tx, merged);
    return { outcome: 'merged', cartId: existing.id };
  });
}

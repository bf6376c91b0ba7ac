import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { readCart } from '@/lib/api/carts';
import { repriceCart } from '@/lib/api/checkout';

/** Spec §4: after a reprice with changes the customer reviews the cart; the flag shows why. */
export const repricedCartPath = '/checkout/cart?repriced=1';

/**
 * Spec §4: when the default shipping address or the office changes, the active cart is repriced
 * for it; a customer who did that on /checkout and whose prices changed is sent to review the cart.
 * Server Actions only. A cart that cannot be read or repriced is left as it is (spec §8).
 */
export async function repriceActiveCart(): Promise<void> {
  const read = await readCart();
  if (read.status !== 'ok' || !read.cart || read.cart.lineItems.length === 0) return;
  const repriced = await repriceCart(read.cart.id);
  if (!repriced.ok || repriced.changes.length === 0) return;
  const referer = (await headers()).get('referer');
  if (referer && new URL(referer, 'http://local').pathname === '/checkout') redirect(repricedCartPath);
}

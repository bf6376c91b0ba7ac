import { redirect } from 'next/navigation';

/**
 * Spec §2 lists /checkout/place among the public routes; the order is placed on /checkout here, so
 * old links and bookmarks land there (which asks anonymous visitors to sign in first).
 */
export default function CheckoutPlacePage(): never {
  redirect('/checkout');
}

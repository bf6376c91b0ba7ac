import type { Metadata } from 'next';
import Link from 'next/link';
import { getSessionView } from '@/lib/session/view';
import { QuickOrderForm } from '@/modules/cart/QuickOrderForm';
import styles from '@/modules/cart/cart.module.css';

export const metadata: Metadata = { title: 'Quick Order', robots: { index: false } };

/** Quick order (issue 6; spec §2 names no route for it): many item numbers at once. */
export default async function QuickOrderPage() {
  const session = await getSessionView();
  return (
    <div className={styles.page}>
      <h1>Quick Order</h1>
      <QuickOrderForm lists={session.loggedIn && !session.salesRep} />
      <p>
        <Link href="/checkout/cart">View cart</Link>
      </p>
    </div>
  );
}

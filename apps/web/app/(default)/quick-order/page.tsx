import type { Metadata } from 'next';
import Link from 'next/link';
import { QuickOrderForm } from '@/modules/cart/QuickOrderForm';
import styles from '@/modules/cart/cart.module.css';

export const metadata: Metadata = { title: 'Quick Order', robots: { index: false } };

/** Quick order (issue 6; spec §2 names no route for it): many item numbers at once. */
export default function QuickOrderPage() {
  return (
    <div className={styles.page}>
      <h1>Quick Order</h1>
      <QuickOrderForm />
      <p>
        <Link href="/checkout/cart">View cart</Link>
      </p>
    </div>
  );
}

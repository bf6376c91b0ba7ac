import type { Metadata } from 'next';
import Link from 'next/link';
import { getRecentItems } from '@/lib/api/orders';
import { isSalesRepWithoutCustomer } from '@/lib/session/sales-rep';
import { getCurrentCustomer } from '@/lib/session/session';
import { AddToCart } from '@/modules/cart/AddToCart';
import { RecentItemList } from '@/modules/orders/RecentItemList';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import styles from '@/modules/orders/orders.module.css';

export const metadata: Metadata = { title: 'Recently Bought Items', robots: { index: false } };

/** Spec §2 lists this route among the account routes without login: visitors are asked to sign in instead. */
export default async function RecentItemsPage() {
  const customer = await getCurrentCustomer();
  if (!customer) {
    return (
      <div className={styles.page}>
        <h1>Recently Bought Items</h1>
        <p>
          <Link href={`/customer/account/login?redirect=${encodeURIComponent('/customer/account/recent')}`}>
            Sign in
          </Link>{' '}
          to see the items you bought in the last 100 days.
        </p>
      </div>
    );
  }
  if (isSalesRepWithoutCustomer(customer)) return <CustomerRequired title="Recently Bought Items" />;
  const result = await getRecentItems();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>Recently Bought Items</h1>
        <Link href="/customer/account/orders">My orders</Link>
      </div>
      <p className={styles.muted}>Items you bought in the last 100 days, most recent first.</p>
      {!result.ok ? (
        <p role="alert" className={styles.error}>
          Your recently bought items cannot be shown right now. Please try again later.
        </p>
      ) : result.value.results.length === 0 ? (
        <p className={styles.empty}>You have not bought anything in the last 100 days.</p>
      ) : (
        <RecentItemList
          items={result.value.results}
          renderQuickAdd={(item) =>
            item.uom ? (
              <AddToCart sku={item.sku} uom={item.uom} productName={item.name['en-US'] ?? item.sku} compact />
            ) : null
          }
        />
      )}
    </div>
  );
}

import Link from 'next/link';
import { listRepCustomers, listRepOrders } from '@/lib/api/sales-reps';
import { CustomerRequiredNotice } from './CustomerRequired';
import { CustomerCards } from './CustomerCards';
import { salesRepPaths } from './paths';
import { RepOrderList } from './RepOrderList';
import { salesRepTexts } from './texts';
import styles from './sales-rep.module.css';

/** Customers shown on the dashboard (most recent order first); the rest are a search away. */
const customerCount = 12;
const orderCount = 10;

/**
 * A representative's dashboard while it acts for no customer (issue 18): its customers with last order, open balance
 * and plans needing attention, each a Sync away, and the latest orders across them.
 */
export async function RepDashboard() {
  const [customers, orders] = await Promise.all([
    listRepCustomers(customerCount),
    listRepOrders({ limit: orderCount }),
  ]);
  return (
    <>
      <CustomerRequiredNotice />
      <section className={styles.section} aria-labelledby="rep-customers-heading">
        <div className={styles.sectionHeader}>
          <h2 id="rep-customers-heading">Your customers</h2>
          <Link href={salesRepPaths.switchCustomer}>Find a customer</Link>
        </div>
        {!customers.ok ? (
          <p role="alert" className={styles.error}>
            {salesRepTexts.listUnavailable}
          </p>
        ) : customers.value.results.length === 0 ? (
          <p className={styles.empty}>No customer is assigned to you yet.</p>
        ) : (
          <>
            <CustomerCards customers={customers.value.results} returnTo="/customer/account" label="Your customers" />
            {customers.value.total > customers.value.results.length ? (
              <p className={styles.meta}>
                {customers.value.results.length} of {customers.value.total} shown.{' '}
                <Link href={salesRepPaths.switchCustomer}>Search all your customers</Link>
              </p>
            ) : null}
          </>
        )}
      </section>
      <section className={styles.section} aria-labelledby="rep-orders-heading">
        <h2 id="rep-orders-heading">Recent orders</h2>
        {!orders.ok ? (
          <p role="alert" className={styles.error}>
            {salesRepTexts.listUnavailable}
          </p>
        ) : orders.value.results.length === 0 ? (
          <p className={styles.empty}>Your customers have placed no orders yet.</p>
        ) : (
          <RepOrderList orders={orders.value.results} />
        )}
      </section>
    </>
  );
}

import type { Metadata } from 'next';
import { listRecentRepCustomers } from '@/lib/api/sales-reps';
import { safeRedirectPath } from '@/lib/security/redirect';
import { getSessionView } from '@/lib/session/view';
import { CurrentSync } from '@/modules/sales-rep/CurrentSync';
import { CustomerCards } from '@/modules/sales-rep/CustomerCards';
import { CustomerSearch } from '@/modules/sales-rep/CustomerSearch';
import { salesRepPaths } from '@/modules/sales-rep/paths';
import { requireSalesRepPage } from '@/modules/sales-rep/require-sales-rep';
import { salesRepTexts } from '@/modules/sales-rep/texts';
import styles from '@/modules/sales-rep/sales-rep.module.css';

export const metadata: Metadata = { title: 'Switch Customer', robots: { index: false } };

/** Spec §2 /customer/account/switchoffice (sales rep only): find a customer, sync to it, or end the sync. */
export default async function SwitchCustomerPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireSalesRepPage(salesRepPaths.switchCustomer);
  // Back where the representative came from after a sync, unless that is this page.
  const target = safeRedirectPath((await searchParams).return);
  const returnTo = target.startsWith(salesRepPaths.switchCustomer) ? '/customer/account' : target;
  const [session, recent] = await Promise.all([getSessionView(), listRecentRepCustomers()]);
  return (
    <div className={styles.page}>
      <h1>{salesRepTexts.switchCustomer}</h1>
      <CurrentSync actingFor={session.representative?.actingFor} />
      <section className={styles.section} aria-label="Search customers">
        <CustomerSearch returnTo={returnTo} />
      </section>
      <section className={styles.section} aria-labelledby="recent-heading">
        <h2 id="recent-heading">Recently synced customers</h2>
        {!recent.ok ? (
          <p role="alert" className={styles.error}>
            {salesRepTexts.listUnavailable}
          </p>
        ) : recent.value.results.length === 0 ? (
          <p className={styles.empty}>No customer synced yet.</p>
        ) : (
          <CustomerCards customers={recent.value.results} returnTo={returnTo} label="Recently synced customers" />
        )}
      </section>
    </div>
  );
}

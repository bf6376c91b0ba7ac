import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { listMyCards } from '@/lib/api/cards';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { CardSavedToast } from '@/modules/payments/CardSavedToast';
import { SavedCardList } from '@/modules/payments/SavedCardList';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import accountStyles from '@/modules/account/account.module.css';
import styles from '@/modules/payments/payments.module.css';

export const metadata: Metadata = { title: 'Payment Methods', robots: { index: false } };

export default async function PaymentsPage() {
  if (!(await requireCustomerToActFor('/customer/account/payments')))
    return <CustomerRequired title="Payment Methods" />;
  const cards = await listMyCards();
  return (
    <div className={accountStyles.page}>
      <div className={styles.header}>
        <h1>Payment Methods</h1>
        <Link href="/customer/account/payments/new">Add a card</Link>
      </div>
      {cards === undefined ? (
        <p role="alert" className={accountStyles.formError}>
          Your saved cards cannot be shown right now. Please try again later.
        </p>
      ) : cards.length === 0 ? (
        <p className={styles.empty}>You have no saved cards yet.</p>
      ) : (
        <SavedCardList cards={cards} />
      )}
      <Suspense>
        <CardSavedToast />
      </Suspense>
    </div>
  );
}

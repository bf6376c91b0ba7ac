import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { listMyCards } from '@/lib/api/cards';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { CardSavedToast } from '@/modules/payments/CardSavedToast';
import { SavedCardList } from '@/modules/payments/SavedCardList';
import { syncedCustomerEmailOf } from '@/lib/session/sales-rep';
import { CustomerOnlyNotice } from '@/modules/sales-rep/CustomerOnlyNotice';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import accountStyles from '@/modules/account/account.module.css';
import styles from '@/modules/payments/payments.module.css';

export const metadata: Metadata = { title: 'Payment Methods', robots: { index: false } };

export default async function PaymentsPage() {
  const customer = await requireCustomerToActFor('/customer/account/payments');
  if (!customer) return <CustomerRequired title="Payment Methods" />;
  // The customer's cards are its own to change: a representative acting for it sees them only.
  const readOnly = syncedCustomerEmailOf(customer) !== undefined;
  const cards = await listMyCards();
  return (
    <div className={accountStyles.page}>
      <div className={styles.header}>
        <h1>Payment Methods</h1>
        {readOnly ? null : <Link href="/customer/account/payments/new">Add a card</Link>}
      </div>
      {readOnly ? <CustomerOnlyNotice /> : null}
      {cards === undefined ? (
        <p role="alert" className={accountStyles.formError}>
          Your saved cards cannot be shown right now. Please try again later.
        </p>
      ) : cards.length === 0 ? (
        <p className={styles.empty}>You have no saved cards yet.</p>
      ) : (
        <SavedCardList cards={cards} readOnly={readOnly} />
      )}
      <Suspense>
        <CardSavedToast />
      </Suspense>
    </div>
  );
}

import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireCustomerPage } from '../../../../../../modules/account/require-customer';
import { CardForm } from '../../../../../../modules/payments/CardForm';
import accountStyles from '../../../../../../modules/account/account.module.css';

export const metadata: Metadata = { title: 'Add a Card', robots: { index: false } };

export default async function NewCardPage() {
  await requireCustomerPage('/customer/account/payments/new');
  return (
    <div className={accountStyles.page}>
      <h1>Add a Card</h1>
      <p>Your card number and security code go straight to our payment provider; we keep only the card brand, its last four digits and expiry.</p>
      {/* A fresh key per visit: a resubmitted or retried form saves the card once. */}
      <CardForm idempotencyKey={randomUUID()} />
      <Link href="/customer/account/payments">Back to payment methods</Link>
    </div>
  );
}

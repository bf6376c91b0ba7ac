import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import Link from 'next/link';
import { paymentFieldsOrigin } from '@/lib/payment-fields-origin';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { CardForm } from '@/modules/payments/CardForm';
import { syncedCustomerEmailOf } from '@/lib/session/sales-rep';
import { CustomerOnlyNotice } from '@/modules/sales-rep/CustomerOnlyNotice';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import accountStyles from '@/modules/account/account.module.css';

export const metadata: Metadata = { title: 'Add a Card', robots: { index: false } };

export default async function NewCardPage() {
  const customer = await requireCustomerToActFor('/customer/account/payments/new');
  if (!customer) return <CustomerRequired title="Add a Card" />;
  if (syncedCustomerEmailOf(customer))
    return (
      <div className={accountStyles.page}>
        <h1>Add a Card</h1>
        <CustomerOnlyNotice />
      </div>
    );
  return (
    <div className={accountStyles.page}>
      <h1>Add a Card</h1>
      <p>
        You type your card into our payment provider&apos;s secure form below: your card number and security code go to
        them alone, and we keep only the card brand, its last four digits and expiry.
      </p>
      {/* A fresh key per visit: a resubmitted or retried form saves the card once. */}
      <CardForm idempotencyKey={randomUUID()} fieldsOrigin={paymentFieldsOrigin()} />
      <Link href="/customer/account/payments">Back to payment methods</Link>
    </div>
  );
}

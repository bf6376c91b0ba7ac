import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SavedCard } from '@chairside/contracts';
import Link from 'next/link';
import { paymentFieldsOrigin } from '@/lib/payment-fields-origin';
import { savedCardOptions } from '@/modules/payments/card-choice';
import { PaymentForm, type PayableInvoice } from './PaymentForm';
import { invoicesPath } from './paths';
import styles from './invoices.module.css';

/** A payment page: its title, what the page could not offer (`notes`), and the form for the payable invoices. */
export function PaymentPage({
  title,
  invoices,
  notes,
  cards,
  returnTo,
}: {
  title: string;
  invoices: PayableInvoice[];
  notes: string[];
  /** Undefined when the saved cards could not be read: a new card still pays. */
  cards: SavedCard[] | undefined;
  returnTo: string;
}) {
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link href={invoicesPath}>← All invoices</Link>
      </p>
      <h1>{title}</h1>
      {notes.map((note) => (
        <p key={note} role="note" className={styles.muted}>
          {note}
        </p>
      ))}
      {invoices.length > 0 ? (
        <PaymentForm
          // Only what the form shows goes to the browser, not each invoice's lines.
          invoices={invoices.map(({ id, number, due_on, balance, payable, currency }) => ({
            id,
            number,
            due_on,
            balance,
            payable,
            currency,
          }))}
          savedCards={savedCardOptions(cards ?? [])}
          cardFieldsOrigin={paymentFieldsOrigin()}
          idempotencyKey={randomUUID()}
          returnTo={returnTo}
        />
      ) : (
        <p>
          <Link href={invoicesPath}>Choose invoices to pay</Link>
        </p>
      )}
    </div>
  );
}

'use client';

import type { InvoicePayment } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { cardLabel } from '@/modules/payments/brand-labels';
import { formatDateTime } from '@/modules/orders/order-labels';
import { invoicePath, invoicesPath } from './paths';
import { StatusBadge } from './StatusBadge';
import styles from './invoices.module.css';

/** The receipt of a taken payment: its number, amount and card, and each invoice's balance after it. */
export function PaymentReceipt({ receipt }: { receipt: InvoicePayment }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the focus goes to what replaced it, so a screen reader reads the confirmation.
  useEffect(() => heading.current?.focus(), []);
  const money = (cents: number) => formatMoney(cents, receipt.currency);
  return (
    <section className={styles.receipt} aria-labelledby="receipt-heading" data-testid="payment-receipt">
      <h2 id="receipt-heading" ref={heading} tabIndex={-1}>
        Payment received
      </h2>
      <dl className={styles.facts}>
        <dt>Receipt number</dt>
        <dd data-testid="receipt-number">{receipt.receipt_number}</dd>
        <dt>Amount</dt>
        <dd data-testid="receipt-amount">{money(receipt.amount)}</dd>
        <dt>Card</dt>
        <dd>{cardLabel(receipt.card_brand, receipt.card_last4)}</dd>
        <dt>Paid</dt>
        <dd>{formatDateTime(receipt.paid_at)}</dd>
      </dl>
      <table className={styles.table}>
        <caption>Invoices paid</caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col" className={styles.number}>
              Paid
            </th>
            <th scope="col" className={styles.number}>
              New balance
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {receipt.allocations.map((allocation) => (
            <tr key={allocation.invoice_id} data-testid="receipt-line">
              <td data-label="Invoice">
                <Link href={invoicePath(allocation.invoice_id)}>{allocation.invoice_number}</Link>
              </td>
              <td data-label="Paid" className={styles.number}>
                {money(allocation.amount)}
              </td>
              <td data-label="New balance" className={styles.number}>
                {money(allocation.balance)}
              </td>
              <td data-label="Status">
                <StatusBadge status={allocation.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Link href={invoicesPath}>Back to your invoices</Link>
      </p>
    </section>
  );
}

'use client';

import type { InvoiceListItem } from '@chairside/contracts';
import { allocationMessages, formatMoney, invoicesPerPaymentLimit } from '@chairside/domain';
import Link from 'next/link';
import { useState } from 'react';
import { formatCalendarDate, isPayable } from './invoice-view';
import { invoicePath, invoicePdfPath, multiplePaymentPath, orderPath } from './paths';
import { StatusBadge } from './StatusBadge';
import styles from './invoices.module.css';

/**
 * The list of invoices: each with its order, PO, dates, status, total, balance and PDF; payable ones can be ticked
 * and paid together ("Pay selected" opens the multiple payment page with their ids).
 */
export function InvoiceTable({ invoices }: { invoices: InvoiceListItem[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = invoices.filter((invoice) => selected.has(invoice.id));
  const currency = invoices[0]?.currency ?? 'USD';
  const total = chosen.reduce((sum, invoice) => sum + invoice.payable, 0);
  const tooMany = chosen.length > invoicesPerPaymentLimit;
  const toggle = (id: string, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <div className={styles.selection}>
        <p aria-live="polite" data-testid="selection-total">
          {chosen.length === 0
            ? 'Tick the invoices you want to pay together.'
            : `${chosen.length} selected · ${formatMoney(total, currency)}`}
        </p>
        {tooMany ? (
          <p role="alert" className={styles.error}>
            {allocationMessages.tooManyInvoices}
          </p>
        ) : null}
        {chosen.length > 0 && !tooMany ? (
          <Link href={multiplePaymentPath(chosen.map((invoice) => invoice.id))} className={styles.primary}>
            Pay selected
          </Link>
        ) : (
          <button type="button" className={styles.primary} disabled>
            Pay selected
          </button>
        )}
      </div>
      <table className={styles.table} data-testid="invoice-table">
        <caption className="visually-hidden">Invoices</caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Order / PO</th>
            <th scope="col">Issued</th>
            <th scope="col">Due</th>
            <th scope="col">Status</th>
            <th scope="col" className={styles.number}>
              Total
            </th>
            <th scope="col" className={styles.number}>
              Balance
            </th>
            <th scope="col">PDF</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => {
            const money = (cents: number) => formatMoney(cents, invoice.currency);
            return (
              <tr key={invoice.id} data-testid="invoice-row">
                <td data-label="Invoice" className={styles.wide}>
                  <span className={styles.invoiceCell}>
                    {isPayable(invoice) ? (
                      <input
                        type="checkbox"
                        className={styles.check}
                        checked={selected.has(invoice.id)}
                        onChange={(event) => toggle(invoice.id, event.target.checked)}
                        aria-label={`Select invoice ${invoice.number}`}
                      />
                    ) : (
                      // Keeps the numbers of rows without a checkbox in line with the others.
                      <span className={styles.spacer} />
                    )}
                    <Link href={invoicePath(invoice.id)}>{invoice.number}</Link>
                  </span>
                </td>
                <td data-label="Order / PO">
                  {invoice.order_id && invoice.order_number ? (
                    <Link href={orderPath(invoice.order_id)}>{invoice.order_number}</Link>
                  ) : (
                    (invoice.order_number ?? '—')
                  )}
                  {invoice.po_number ? <span className={styles.muted}> · PO {invoice.po_number}</span> : null}
                </td>
                <td data-label="Issued">{formatCalendarDate(invoice.issued_on)}</td>
                <td data-label="Due">{formatCalendarDate(invoice.due_on)}</td>
                <td data-label="Status">
                  <StatusBadge status={invoice.status} />
                </td>
                <td data-label="Total" className={styles.number}>
                  {money(invoice.total)}
                </td>
                <td data-label="Balance" className={styles.number} data-testid="invoice-balance">
                  {money(invoice.balance)}
                </td>
                <td data-label="PDF">
                  {/* A download, not a page: no client navigation or prefetch. */}
                  <a href={invoicePdfPath(invoice.id)} download aria-label={`Download invoice ${invoice.number} (PDF)`}>
                    PDF
                  </a>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

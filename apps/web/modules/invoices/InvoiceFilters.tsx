'use client';

import { invoiceStatusValues, type InvoiceSort } from '@chairside/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { getFormHref } from '@/modules/forms/get-href';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { statusLabels } from './invoice-view';
import type { InvoiceFilters as Filters } from './invoice-query';
import { invoicesPath } from './paths';
import styles from './invoices.module.css';

const sortLabels: Record<InvoiceSort, string> = {
  'issued_on desc': 'Newest first',
  'issued_on asc': 'Oldest first',
  'due_on asc': 'Due soonest',
  'due_on desc': 'Due latest',
  'balance desc': 'Largest balance',
  'balance asc': 'Smallest balance',
  'number asc': 'Invoice number (A–Z)',
  'number desc': 'Invoice number (Z–A)',
};

/**
 * The list's filters as a plain GET form: applying them loads the page with them in its URL (server-rendered,
 * shareable, and working before the page's scripts have loaded; with them, opened client-side while the button
 * says it is applying). A new filter starts again at page 1.
 */
export function InvoiceFilters({ filters }: { filters: Filters }) {
  const router = useRouter();
  const { formProps, loading } = useSettledForm({
    repeatable: true,
    submit: (data) => router.push(getFormHref(invoicesPath, data)),
  });
  return (
    <form
      method="get"
      action={invoicesPath}
      {...formProps}
      className={styles.filters}
      aria-label="Filter invoices"
      role="search"
    >
      <fieldset>
        <legend>Status</legend>
        {invoiceStatusValues.map((status) => (
          <label key={status}>
            <input type="checkbox" name="status" value={status} defaultChecked={filters.status.includes(status)} />
            {statusLabels[status]}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="invoices-from">Issued from</label>
        <input id="invoices-from" type="date" name="from" defaultValue={filters.from} />
      </div>
      <div className={styles.field}>
        <label htmlFor="invoices-to">Issued to</label>
        <input id="invoices-to" type="date" name="to" defaultValue={filters.to} />
      </div>
      <div className={`${styles.field} ${styles.search}`}>
        <label htmlFor="invoices-q">Invoice, order or PO number</label>
        <input id="invoices-q" type="search" name="q" maxLength={64} defaultValue={filters.q} />
      </div>
      <div className={styles.field}>
        <label htmlFor="invoices-sort">Sort by</label>
        <select id="invoices-sort" name="sort" defaultValue={filters.sort}>
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <SubmitButton className={styles.primary} loading={loading} loadingText="Applying…" stayEnabled>
          Apply filters
        </SubmitButton>
        <Link href={invoicesPath} className={styles.secondary}>
          Clear
        </Link>
      </div>
    </form>
  );
}

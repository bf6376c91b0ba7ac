import type { Metadata } from 'next';
import { listMyInvoices } from '@/lib/api/invoices';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { InvoicesOverview } from '@/modules/invoices/InvoicesOverview';
import { invoiceFiltersOf, invoicesHref, listQueryOf } from '@/modules/invoices/invoice-query';
import { invoiceTexts } from '@/modules/invoices/texts';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import styles from '@/modules/invoices/invoices.module.css';

export const metadata: Metadata = { title: 'Invoices', robots: { index: false } };

export default async function InvoicesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const filters = invoiceFiltersOf(await searchParams);
  // Read alongside the customer check (it never throws): one API round trip less.
  const reading = listMyInvoices(listQueryOf(filters));
  if (!(await requireCustomerToActFor(invoicesHref(filters)))) return <CustomerRequired title="Invoices" />;
  const list = await reading;
  return (
    <div className={styles.page}>
      <h1>Invoices</h1>
      {list.ok ? (
        <InvoicesOverview list={list.value} filters={filters} />
      ) : (
        <p role="alert" className={styles.error}>
          {invoiceTexts.readUnavailable}
        </p>
      )}
    </div>
  );
}

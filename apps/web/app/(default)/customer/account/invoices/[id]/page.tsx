import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMyInvoice } from '@/lib/api/invoices';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { InvoiceDetail } from '@/modules/invoices/InvoiceDetail';
import { invoicePath } from '@/modules/invoices/paths';
import { invoiceTexts } from '@/modules/invoices/texts';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import styles from '@/modules/invoices/invoices.module.css';

export const metadata: Metadata = { title: 'Invoice', robots: { index: false } };

export default async function InvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const reading = getMyInvoice(id);
  if (!(await requireCustomerToActFor(invoicePath(id)))) return <CustomerRequired title="Invoice" />;
  const invoice = await reading;
  // Another office's invoice, or no such invoice, is the 404 page.
  if (!invoice.ok && (invoice.status === 404 || invoice.status === 400)) notFound();
  if (!invoice.ok)
    return (
      <div className={styles.page}>
        <h1>Invoice</h1>
        <p role="alert" className={styles.error}>
          {invoiceTexts.readUnavailable}
        </p>
      </div>
    );
  return <InvoiceDetail invoice={invoice.value} />;
}

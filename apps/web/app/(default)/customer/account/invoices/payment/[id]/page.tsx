import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listMyCards } from '@/lib/api/cards';
import { getMyInvoice } from '@/lib/api/invoices';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { PaymentPage } from '@/modules/invoices/PaymentPage';
import { isPayable } from '@/modules/invoices/invoice-view';
import { invoicePaymentPath } from '@/modules/invoices/paths';
import { invoiceTexts } from '@/modules/invoices/texts';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import styles from '@/modules/invoices/invoices.module.css';

export const metadata: Metadata = { title: 'Pay invoice', robots: { index: false } };

export default async function PayInvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const reading = Promise.all([getMyInvoice(id), listMyCards()]);
  const path = invoicePaymentPath(id);
  if (!(await requireCustomerToActFor(path))) return <CustomerRequired title="Pay invoice" />;
  const [invoice, cards] = await reading;
  if (!invoice.ok && (invoice.status === 404 || invoice.status === 400)) notFound();
  if (!invoice.ok)
    return (
      <div className={styles.page}>
        <h1>Pay invoice</h1>
        <p role="alert" className={styles.error}>
          {invoiceTexts.readUnavailable}
        </p>
      </div>
    );
  const payable = isPayable(invoice.value);
  return (
    <PaymentPage
      title={`Pay invoice ${invoice.value.number}`}
      invoices={payable ? [invoice.value] : []}
      notes={payable ? [] : [invoiceTexts.notPayable(invoice.value.number)]}
      cards={cards}
      returnTo={path}
    />
  );
}

import { allocationMessages, invoicesPerPaymentLimit } from '@chairside/domain';
import type { Metadata } from 'next';
import { listMyCards } from '@/lib/api/cards';
import { listMyInvoices } from '@/lib/api/invoices';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { PaymentPage } from '@/modules/invoices/PaymentPage';
import { idsOf } from '@/modules/invoices/invoice-query';
import { isPayable } from '@/modules/invoices/invoice-view';
import { multiplePaymentPath } from '@/modules/invoices/paths';
import { invoiceTexts } from '@/modules/invoices/texts';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import styles from '@/modules/invoices/invoices.module.css';

export const metadata: Metadata = { title: 'Pay invoices', robots: { index: false } };

/**
 * Pays the invoices ticked on the list (?ids=a,b,…) with one charge. Spec §2 gives this route no auth marker, so the
 * proxy lets it through: the page itself requires a customer, and the API checks the office of every invoice.
 */
export default async function PayInvoicesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // One more than a payment may take, to tell a list that is too long from one that is full.
  const ids = idsOf(await searchParams, invoicesPerPaymentLimit + 1);
  const tooMany = ids.length > invoicesPerPaymentLimit;
  // One read of the chosen invoices (the active office's only: a payment covers one office).
  const chosen =
    tooMany || ids.length === 0 ? undefined : listMyInvoices({ ids: ids.join(','), limit: invoicesPerPaymentLimit });
  const reading = Promise.all([chosen, listMyCards()]);
  const path = multiplePaymentPath(ids.slice(0, invoicesPerPaymentLimit));
  if (!(await requireCustomerToActFor(path))) return <CustomerRequired title="Pay invoices" />;
  const [read, cards] = await reading;
  if (read && !read.ok)
    return (
      <div className={styles.page}>
        <h1>Pay invoices</h1>
        <p role="alert" className={styles.error}>
          {invoiceTexts.readUnavailable}
        </p>
      </div>
    );
  const found = new Map((read?.ok ? read.value.results : []).map((invoice) => [invoice.id, invoice]));
  // In the order they were ticked.
  const invoices = ids.flatMap((id) => {
    const invoice = found.get(id);
    return invoice && isPayable(invoice) ? [invoice] : [];
  });
  const notes = [
    ...(tooMany ? [allocationMessages.tooManyInvoices] : []),
    ...(ids.length === 0 ? [invoiceTexts.noneSelected] : []),
    ...(!tooMany && invoices.length < ids.length ? [invoiceTexts.someMissing] : []),
  ];
  return <PaymentPage title="Pay invoices" invoices={invoices} notes={notes} cards={cards} returnTo={path} />;
}

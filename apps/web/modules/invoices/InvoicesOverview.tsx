import type { InvoiceList } from '@chairside/contracts';
import { OrderPagination } from '@/modules/orders/OrderPagination';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoiceSummary } from './InvoiceSummary';
import { InvoiceTable } from './InvoiceTable';
import { StatementLinks } from './StatementLinks';
import { invoicesHref, isFiltered, type InvoiceFilters as Filters } from './invoice-query';
import { invoiceTexts } from './texts';
import styles from './invoices.module.css';

/** The invoices page's body: summary, filters, one page of the list, and the monthly statements. */
export function InvoicesOverview({ list, filters }: { list: InvoiceList; filters: Filters }) {
  const pageCount = Math.max(1, Math.ceil(list.total / filters.limit));
  return (
    <>
      <InvoiceSummary summary={list.summary} />
      <section aria-labelledby="list-heading" className={styles.section}>
        <h2 id="list-heading">Invoices</h2>
        <InvoiceFilters filters={filters} />
        <p className={styles.muted} role="status" data-testid="invoice-count">
          {list.total === 1 ? '1 invoice' : `${list.total} invoices`}
          {isFiltered(filters) ? ' match these filters' : ''}
        </p>
        {list.results.length === 0 ? (
          <p className={styles.muted}>{isFiltered(filters) ? invoiceTexts.noInvoices : 'You have no invoices yet.'}</p>
        ) : (
          // Keyed by the page's query: another page or filter starts with nothing ticked.
          <InvoiceTable key={invoicesHref(filters)} invoices={list.results} />
        )}
        <OrderPagination
          page={filters.page}
          pageCount={pageCount}
          pageHref={(page) => invoicesHref(filters, { page })}
          label="Invoice pages"
        />
      </section>
      <StatementLinks today={list.summary.as_of} />
    </>
  );
}

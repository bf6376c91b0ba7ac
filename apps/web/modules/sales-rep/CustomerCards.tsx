import type { RepCustomer } from '@chairside/contracts';
import { repCustomerPractice } from './customer-labels';
import { CustomerSummary } from './CustomerSummary';
import { SyncButton } from './SyncButton';
import styles from './sales-rep.module.css';

/** Customers with a Sync button each (the dashboard's customers, the recently synced ones). */
export function CustomerCards({
  customers,
  returnTo,
  label,
}: {
  customers: RepCustomer[];
  returnTo: string;
  label: string;
}) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {customers.map((customer) => (
        <li key={customer.customer_id} className={styles.card} data-testid="rep-customer">
          <CustomerSummary customer={customer} />
          <SyncButton
            customerId={customer.customer_id}
            label={`${repCustomerPractice(customer)} (${customer.email})`}
            returnTo={returnTo}
          />
        </li>
      ))}
    </ul>
  );
}

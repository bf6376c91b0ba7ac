import type { RepCustomer } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import { formatDate } from '@/modules/orders/order-labels';
import { accountNumbersLabel, repCustomerName, repCustomerPractice } from './customer-labels';
import styles from './sales-rep.module.css';

/**
 * What a representative needs to recognise a customer: practice, person, office, numbers and city, last order, open
 * balance and plans needing attention. Plain markup, so a listbox option and a card can both hold it.
 */
export function CustomerSummary({ customer }: { customer: RepCustomer }) {
  const { office } = customer;
  return (
    <div className={styles.summary}>
      <p className={styles.practice}>{repCustomerPractice(customer)}</p>
      <p>
        {repCustomerName(customer)} · <span className={styles.email}>{customer.email}</span>
      </p>
      <p className={styles.meta}>
        {office.name}
        {office.city ? ` · ${office.city}` : ''} · {accountNumbersLabel(office)}
      </p>
      <p className={styles.meta}>
        Last order {customer.last_order_at ? formatDate(customer.last_order_at) : 'none'} · Open balance{' '}
        {formatMoney(customer.open_balance, 'USD')}
        {customer.plans_needing_attention > 0 ? (
          <span className={styles.attention}>
            {' '}
            · {customer.plans_needing_attention} {customer.plans_needing_attention === 1 ? 'plan needs' : 'plans need'}{' '}
            attention
          </span>
        ) : null}
      </p>
    </div>
  );
}

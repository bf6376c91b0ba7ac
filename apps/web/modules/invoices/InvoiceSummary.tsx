import type { InvoiceSummary as Summary } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import { formatCalendarDate } from './invoice-view';
import styles from './invoices.module.css';

const invoiceCount = (count: number) => `${count} ${count === 1 ? 'invoice' : 'invoices'}`;

/** The account at a glance: what is owed, what is late, and how old it is (whatever the list's filters). */
export function InvoiceSummary({ summary }: { summary: Summary }) {
  const money = (cents: number) => formatMoney(cents, summary.currency);
  const aging: [string, number][] = [
    ['0–30 days', summary.aging.days_0_30],
    ['31–60 days', summary.aging.days_31_60],
    ['61–90 days', summary.aging.days_61_90],
    ['Over 90 days', summary.aging.days_90_plus],
  ];
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className={styles.muted}>
        Account summary as of {formatCalendarDate(summary.as_of)}
      </h2>
      <dl className={styles.summary} data-testid="invoice-summary">
        <div>
          <dt>Open balance</dt>
          <dd>
            <span data-testid="open-balance">{money(summary.open_balance)}</span>
            <span className={styles.count}>{invoiceCount(summary.open_count)}</span>
          </dd>
        </div>
        <div className={summary.overdue_balance > 0 ? styles.overdue : undefined}>
          <dt>Overdue</dt>
          <dd>
            <span data-testid="overdue-balance">{money(summary.overdue_balance)}</span>
            <span className={styles.count}>{invoiceCount(summary.overdue_count)}</span>
          </dd>
        </div>
        {aging.map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{money(cents)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

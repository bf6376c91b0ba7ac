import type { InvoiceStatusValue } from '@chairside/contracts';
import { statusLabels, statusTones } from './invoice-view';
import styles from './invoices.module.css';

export function StatusBadge({ status }: { status: InvoiceStatusValue }) {
  return (
    <span className={`${styles.badge} ${styles[statusTones[status]]}`} data-testid="invoice-status">
      {statusLabels[status]}
    </span>
  );
}

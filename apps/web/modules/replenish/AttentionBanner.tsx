import type { PlanAttention } from '@chairside/contracts';
import { formatDateTime } from '@/modules/orders/order-labels';
import { attentionHelp } from './texts';
import styles from './replenish.module.css';

/** Why the plan's last run placed nothing, what to do, and when it is tried again. */
export function AttentionBanner({ attention }: { attention: PlanAttention }) {
  const retry =
    attention.retries_left > 0 && attention.next_retry_at
      ? `It will be tried again ${formatDateTime(attention.next_retry_at)} (${attention.retries_left} ${attention.retries_left === 1 ? 'try' : 'tries'} left).`
      : 'It will not be tried again until you change the plan or order now.';
  return (
    <div className={styles.banner} role="note" aria-label="Needs attention">
      <strong>Needs attention: {attention.message}</strong>
      <p>{attentionHelp[attention.reason]}</p>
      <p>{retry}</p>
    </div>
  );
}

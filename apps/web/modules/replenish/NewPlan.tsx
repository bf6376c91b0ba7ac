'use client';

import Link from 'next/link';
import { PlanForm } from './entry/PlanForm';
import { useStaging } from './entry/StagingProvider';
import styles from './replenish.module.css';

/**
 * A new plan is made of the items staged with "Add to REPLENISH" (spec §3): with some staged, the form to choose
 * the interval and first date (the tray's own); without, how to stage them.
 */
export function NewPlan() {
  const staging = useStaging();
  if (staging && staging.items.length > 0) return <PlanForm staging={staging} onDone={() => undefined} />;
  return (
    <div className={styles.form}>
      <p>
        Choose “Add to REPLENISH” on any product page, or “Make this a REPLENISH plan” on your{' '}
        <Link href="/checkout/cart">cart</Link> or a <Link href="/customer/account/orders">past order</Link>. The items
        collect here; then choose how often to order them and the first date.
      </p>
      <p className={styles.hint}>
        Not sure where to start? Reorder from <Link href="/customer/account/recent">items you bought recently</Link>, or
        accept a suggestion above. REPLENISH orders are an extra 3% off retail prices.
      </p>
    </div>
  );
}

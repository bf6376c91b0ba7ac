import type { Plan } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import Link from 'next/link';
import { AttentionBanner } from './AttentionBanner';
import { PlanControls } from './PlanControls';
import { nextOrderText, planLabel, statusLabels } from './plan-view';
import { planPath } from './paths';
import { planTexts } from './texts';
import styles from './replenish.module.css';

/** The customer's plans, each with its next date, interval, items, estimated total, status and controls. */
export function PlansOverview({ plans }: { plans: readonly Plan[] }) {
  if (plans.length === 0)
    return <p className={styles.empty}>You have no REPLENISH plans yet. Create one below or from a suggestion.</p>;
  return (
    <ul className={styles.plans} aria-label="Your REPLENISH plans">
      {plans.map((plan) => {
        const label = planLabel(plan);
        return (
          <li key={plan.id} className={`${styles.plan} ${plan.attention ? styles.attention : ''}`} data-testid="plan">
            <h2 className={styles.planTitle}>
              <Link href={planPath(plan.id)}>{label}</Link>
              <span className={`${styles.status} ${styles[plan.status]}`}>{statusLabels[plan.status]}</span>
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>Next order</dt>
                <dd>{nextOrderText(plan)}</dd>
              </div>
              <div>
                <dt>Interval</dt>
                <dd>{planTexts.everyDays(plan.plan_days)}</dd>
              </div>
              <div>
                <dt>Items</dt>
                <dd>{planTexts.itemCount(plan.plan_items.length)}</dd>
              </div>
              <div>
                <dt>Estimated total</dt>
                <dd>{formatMoney(plan.estimated_total)}</dd>
              </div>
            </dl>
            {plan.attention ? <AttentionBanner attention={plan.attention} /> : null}
            <PlanControls
              plan={{
                id: plan.id,
                version: plan.version,
                label,
                paused: plan.status === 'Paused',
                skipped: plan.is_skipped,
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}

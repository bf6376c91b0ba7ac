import type { Metadata } from 'next';
import { listMyPlans, listMyPlanSuggestions } from '@/lib/api/plans';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { NewPlan } from '@/modules/replenish/NewPlan';
import { PlansOverview } from '@/modules/replenish/PlansOverview';
import { Suggestions } from '@/modules/replenish/Suggestions';
import { plansPath } from '@/modules/replenish/paths';
import { todayOf } from '@/modules/replenish/plan-view';
import { planTexts } from '@/modules/replenish/texts';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import styles from '@/modules/replenish/replenish.module.css';

export const metadata: Metadata = { title: 'REPLENISH', robots: { index: false } };

export default async function PlansPage() {
  // Read alongside the customer check (they never throw): one API round trip less.
  const reading = Promise.all([listMyPlans(), listMyPlanSuggestions()]);
  if (!(await requireCustomerToActFor(plansPath))) return <CustomerRequired title="REPLENISH" />;
  const [plans, suggestions] = await reading;
  const today = todayOf(new Date());
  return (
    <div className={styles.page}>
      <h1>REPLENISH</h1>
      <p className={styles.muted}>
        Recurring orders of what your office uses, placed on schedule at an extra 3% off retail prices.
      </p>
      {plans.ok ? (
        <PlansOverview plans={plans.value} />
      ) : (
        <p role="alert" className={styles.error}>
          {planTexts.readUnavailable}
        </p>
      )}
      {suggestions.ok ? <Suggestions suggestions={suggestions.value} today={today} /> : null}
      <section aria-labelledby="new-plan" className={styles.section}>
        <h2 id="new-plan">New plan</h2>
        <NewPlan />
      </section>
    </div>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listMyCards } from '@/lib/api/cards';
import { getMyPlan } from '@/lib/api/plans';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { PlanDetail } from '@/modules/replenish/PlanDetail';
import { planPath } from '@/modules/replenish/paths';
import { todayOf } from '@/modules/replenish/plan-view';
import { planTexts } from '@/modules/replenish/texts';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import styles from '@/modules/replenish/replenish.module.css';

export const metadata: Metadata = { title: 'REPLENISH plan', robots: { index: false } };

export default async function PlanPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // Read alongside the customer check (they never throw): one API round trip less before the stock.
  const reading = Promise.all([getMyPlan(id), listMyCards()]);
  const customer = await requireCustomerToActFor(planPath(id));
  if (!customer) return <CustomerRequired title="REPLENISH plan" />;
  const [plan, cards] = await reading;
  // Another customer's plan, or no such plan, is the 404 page.
  if (!plan.ok && (plan.status === 404 || plan.status === 400)) notFound();
  if (!plan.ok)
    return (
      <div className={styles.page}>
        <h1>REPLENISH plan</h1>
        <p role="alert" className={styles.error}>
          {planTexts.readUnavailable}
        </p>
      </div>
    );
  return <PlanDetail plan={plan.value} customer={customer} cards={cards} today={todayOf(new Date())} />;
}

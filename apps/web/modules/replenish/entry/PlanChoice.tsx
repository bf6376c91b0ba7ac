'use client';

import { useEffect, useId, useState } from 'react';
import { myPlanChoicesAction } from '@/modules/replenish/actions';
import { stagingTexts } from './texts';
import styles from './replenish-entry.module.css';

type Plans =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; plans: { id: string; label: string; next_order_date: string; itemCount: number }[] };

/** The customer's plans to add the items to, read when chosen (a plan made in another tab shows). */
export function PlanChoice({ value, onChange }: { value: string; onChange: (planId: string) => void }) {
  const [plans, setPlans] = useState<Plans>({ state: 'loading' });
  const selectId = useId();

  useEffect(() => {
    let current = true;
    myPlanChoicesAction()
      .then((answer) => {
        if (!current) return;
        if (!answer.ok) return setPlans({ state: 'failed', message: answer.message });
        setPlans({ state: 'ready', plans: answer.plans });
        if (answer.plans[0]) onChange(answer.plans[0].id);
      })
      .catch(() => current && setPlans({ state: 'failed', message: stagingTexts.plansFailed }));
    return () => {
      current = false;
    };
    // Read once per choice of "An existing plan"; onChange is the parent's state setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (plans.state === 'loading') return <p className={styles.muted}>{stagingTexts.loadingPlans}</p>;
  if (plans.state === 'failed')
    return (
      <p className={styles.problem} role="alert">
        {plans.message || stagingTexts.plansFailed}
      </p>
    );
  if (plans.plans.length === 0) return <p className={styles.muted}>{stagingTexts.noPlans}</p>;
  return (
    <div className={styles.field}>
      <label htmlFor={selectId}>{stagingTexts.choosePlan}</label>
      <select id={selectId} value={value} onChange={(event) => onChange(event.target.value)}>
        {plans.plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {stagingTexts.planOption(plan)}
          </option>
        ))}
      </select>
    </div>
  );
}

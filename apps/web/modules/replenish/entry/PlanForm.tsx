'use client';

import { nextOrderDateProblem, planDaysProblem } from '@chairside/domain';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { addItemsToPlanAction, createPlanAction } from '@/modules/replenish/actions';
import { planPath } from '@/modules/replenish/paths';
import { toast } from '@/modules/toasts/toast';
import { PlanChoice } from './PlanChoice';
import { initialSchedule, planDaysOf, ScheduleFields } from './ScheduleFields';
import { StagedItems } from './StagedItems';
import { calendarDate } from './staging';
import type { Staging } from './StagingProvider';
import { stagingTexts } from './texts';
import styles from './replenish-entry.module.css';

type Target = 'new' | 'existing';

/**
 * The tray's form: the staged items (quantities, remove), then either a new plan (interval and first
 * date) or one of the customer's plans. Saved items leave the tray and the plan's page opens.
 */
export function PlanForm({ staging, onDone }: { staging: Staging; onDone: () => void }) {
  const router = useRouter();
  const [target, setTarget] = useState<Target>('new');
  const [today] = useState(() => calendarDate(new Date()));
  const [schedule, setSchedule] = useState(() => initialSchedule(today));
  const [planId, setPlanId] = useState('');
  const problemId = useId();

  function check(): string | undefined {
    if (staging.items.length === 0) return stagingTexts.empty;
    if (target === 'existing') return planId ? undefined : stagingTexts.noPlans;
    return planDaysProblem(planDaysOf(schedule)) ?? nextOrderDateProblem(schedule.firstDate, today);
  }

  // One message for the whole tray (its fields are few and the first problem says what to do), under `plan`.
  const { formProps, errors, loading } = useSettledForm({
    validate: () => ({ plan: check() }),
    submit: async () => {
      const items = staging.items.map(({ item_number, uom, quantity }) => ({ item_number, uom, quantity }));
      const result = await (
        target === 'existing'
          ? addItemsToPlanAction({ planId, items })
          : createPlanAction({ items, plan_days: planDaysOf(schedule), next_order_date: schedule.firstDate })
      ).catch(() => undefined);
      if (!result?.ok) {
        const fields = result && 'fieldErrors' in result ? Object.values(result.fieldErrors ?? {}) : [];
        return { fieldErrors: { plan: [result?.message || stagingTexts.failed, ...fields].join(' ') } };
      }
      staging.clear();
      onDone();
      toast.success(target === 'existing' ? stagingTexts.added : stagingTexts.created);
      router.push(planPath(result.planId));
    },
  });
  const problem = errors.plan;

  return (
    <form className={styles.form} {...formProps} aria-describedby={problem ? problemId : undefined}>
      <StagedItems staging={staging} />
      <fieldset className={styles.fieldset}>
        <legend>{stagingTexts.target}</legend>
        <div className={styles.radios}>
          {(['new', 'existing'] as const).map((value) => (
            <label key={value} className={styles.radio}>
              <input
                type="radio"
                name="replenish-target"
                value={value}
                checked={target === value}
                onChange={() => setTarget(value)}
              />
              {value === 'new' ? stagingTexts.newPlan : stagingTexts.existingPlan}
            </label>
          ))}
        </div>
        {target === 'new' ? (
          <ScheduleFields today={today} value={schedule} onChange={setSchedule} />
        ) : (
          <PlanChoice value={planId} onChange={setPlanId} />
        )}
      </fieldset>
      {problem ? (
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <SubmitButton
        className="button button-primary"
        loading={loading}
        loadingText={stagingTexts.saving}
        aria-disabled={staging.items.length === 0 || undefined}
      >
        {target === 'existing' ? stagingTexts.addToPlan : stagingTexts.saveAsPlan}
      </SubmitButton>
    </form>
  );
}

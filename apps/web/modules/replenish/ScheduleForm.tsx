'use client';

import { planMaxDays, type NextOrderDateBehavior } from '@chairside/contracts';
import { nextOrderDateProblem, planDaysProblem } from '@chairside/domain';
import { useId, useState } from 'react';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { toast } from '@/modules/toasts/toast';
import { updatePlanScheduleAction } from './actions';
import styles from './replenish.module.css';

/**
 * The interval and the next date. Changing the date asks what happens after it: keep the old rhythm
 * (PreserveSchedule) or count the interval on from the new date (ResetSchedule).
 */
export function ScheduleForm({
  plan,
  today,
}: {
  plan: { id: string; version: number; plan_days: number; next_order_date: string; behavior: NextOrderDateBehavior };
  today: string;
}) {
  const [days, setDays] = useState(String(plan.plan_days));
  const [date, setDate] = useState(plan.next_order_date);
  const [behavior, setBehavior] = useState<NextOrderDateBehavior>(plan.behavior);
  const id = useId();
  const dateChanged = date !== plan.next_order_date;
  const changed = days !== String(plan.plan_days) || dateChanged;
  const { formProps, errors, loading } = useSettledForm({
    validate: () => ({
      plan_days: planDaysProblem(Number(days)),
      next_order_date: dateChanged ? nextOrderDateProblem(date, today) : undefined,
    }),
    submit: async () => {
      const result = await updatePlanScheduleAction(
        { id: plan.id, version: plan.version },
        {
          ...(days === String(plan.plan_days) ? {} : { plan_days: Number(days) }),
          ...(dateChanged ? { next_order_date: date, next_order_date_behavior: behavior } : {}),
        },
      );
      if (result.ok) toast.success(result.message);
      else toast.error(result.message);
      return result.ok ? undefined : { fieldErrors: result.fieldErrors };
    },
  });

  return (
    <form className={styles.form} {...formProps}>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-days`}>Order every (days)</label>
          <input
            id={`${id}-days`}
            name="plan_days"
            type="number"
            inputMode="numeric"
            min={1}
            max={planMaxDays}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            aria-invalid={errors.plan_days ? true : undefined}
            aria-describedby={errors.plan_days ? `${id}-days-error` : undefined}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-date`}>Next order on</label>
          <input
            id={`${id}-date`}
            name="next_order_date"
            type="date"
            min={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            aria-invalid={errors.next_order_date ? true : undefined}
            aria-describedby={errors.next_order_date ? `${id}-date-error` : undefined}
          />
        </div>
      </div>
      {errors.plan_days ? (
        <p id={`${id}-days-error`} className={styles.fieldError} role="alert">
          {errors.plan_days}
        </p>
      ) : null}
      {errors.next_order_date ? (
        <p id={`${id}-date-error`} className={styles.fieldError} role="alert">
          {errors.next_order_date}
        </p>
      ) : null}
      {dateChanged ? (
        <fieldset className={styles.choices}>
          <legend>After this order</legend>
          <label>
            <input
              type="radio"
              name="behavior"
              checked={behavior === 'PreserveSchedule'}
              onChange={() => setBehavior('PreserveSchedule')}
            />
            <span>
              Keep my usual schedule: only this one order moves; the orders after it stay on their usual dates.
            </span>
          </label>
          <label>
            <input
              type="radio"
              name="behavior"
              checked={behavior === 'ResetSchedule'}
              onChange={() => setBehavior('ResetSchedule')}
            />
            <span>
              Start the schedule from this date: later orders follow every {days || plan.plan_days} days from it.
            </span>
          </label>
        </fieldset>
      ) : null}
      <div>
        <SubmitButton className={styles.primary} loading={loading} loadingText="Saving…" disabled={!changed}>
          Save schedule
        </SubmitButton>
      </div>
    </form>
  );
}

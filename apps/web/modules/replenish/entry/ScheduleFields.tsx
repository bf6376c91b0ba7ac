'use client';

import { nextOrderDateAfter, planDaysProblem, planLimits } from '@chairside/domain';
import { useId } from 'react';
import { defaultInterval, intervalChoices } from './staging';
import { stagingTexts } from './texts';
import styles from './replenish-entry.module.css';

export interface Schedule {
  /** One of the offered intervals, or "custom" for the typed number of days. */
  interval: string;
  customDays: string;
  firstDate: string;
  /** Until the customer picks a date, the first order follows the interval from today. */
  dateChosen: boolean;
}

export const initialSchedule = (today: string): Schedule => ({
  interval: String(defaultInterval),
  customDays: '',
  firstDate: nextOrderDateAfter(today, defaultInterval),
  dateChosen: false,
});

export const planDaysOf = (schedule: Schedule) =>
  Number(schedule.interval === 'custom' ? schedule.customDays : schedule.interval);

/** A new plan's interval (the usual ones, or custom 1-365 days) and first order date. */
export function ScheduleFields({
  today,
  value,
  onChange,
}: {
  today: string;
  value: Schedule;
  onChange: (schedule: Schedule) => void;
}) {
  const intervalId = useId();
  const customId = useId();
  const dateId = useId();

  function change(patch: Partial<Schedule>) {
    const next = { ...value, ...patch };
    const days = planDaysOf(next);
    const followInterval = !next.dateChosen && !planDaysProblem(days);
    onChange(followInterval ? { ...next, firstDate: nextOrderDateAfter(today, days) } : next);
  }

  return (
    <div className={styles.schedule}>
      <div className={styles.field}>
        <label htmlFor={intervalId}>{stagingTexts.interval}</label>
        <select id={intervalId} value={value.interval} onChange={(event) => change({ interval: event.target.value })}>
          {intervalChoices.map((days) => (
            <option key={days} value={days}>
              {stagingTexts.days(days)}
            </option>
          ))}
          <option value="custom">{stagingTexts.custom}</option>
        </select>
      </div>
      {value.interval === 'custom' ? (
        <div className={styles.field}>
          <label htmlFor={customId}>{stagingTexts.customDays}</label>
          <input
            id={customId}
            type="number"
            inputMode="numeric"
            min={1}
            max={planLimits.maxDays}
            step={1}
            required
            value={value.customDays}
            onChange={(event) => change({ customDays: event.target.value })}
          />
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={dateId}>{stagingTexts.firstDate}</label>
        <input
          id={dateId}
          type="date"
          min={today}
          required
          value={value.firstDate}
          onChange={(event) => change({ firstDate: event.target.value, dateChosen: true })}
        />
      </div>
    </div>
  );
}

import type { Plan, PlanStatus } from '@chairside/contracts';
import { addDays, todayIn } from '@chairside/domain';
import { planTexts } from './texts';

/** The distributor's time zone, which plans are dated in (the API's DISTRIBUTOR_TIME_ZONE, same default). */
const distributorTimeZone = process.env.DISTRIBUTOR_TIME_ZONE || 'America/New_York';

/** Today's calendar date (YYYY-MM-DD) for the distributor at `now`: the first date a plan may order on. */
export const todayOf = (now: Date): string => todayIn(distributorTimeZone, now);

const calendarFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Tue, Dec 1, 2026" for a calendar date; read as UTC so the day never shifts with the server's zone. */
export const formatPlanDate = (date: string): string => calendarFormat.format(new Date(`${date}T00:00:00Z`));

/** A plan has no name: it is called after its first item ("Nitrile Exam Gloves + 2 more"). */
export function planLabel(plan: Pick<Plan, 'plan_items'>): string {
  const [first, ...rest] = plan.plan_items;
  if (!first) return planTexts.emptyPlan;
  return rest.length === 0 ? first.name : `${first.name} + ${rest.length} more`;
}

export const statusLabels: Record<PlanStatus, string> = {
  Active: 'Active',
  Paused: 'Paused',
  NeedsAttention: 'Needs attention',
};

/** The date the plan orders on next, or why it does not ("Paused"); a skipped date names the one after. */
export function nextOrderText(plan: Pick<Plan, 'status' | 'is_skipped' | 'next_order_date'>): string {
  if (plan.status === 'Paused') return 'Paused';
  const date = formatPlanDate(plan.next_order_date);
  return plan.is_skipped ? `${date} (skipped)` : date;
}

/** A suggestion's first order: one interval after the last one, but not before tomorrow (today's run may be over). */
export function suggestedFirstDate(lastOrderedAt: string, intervalDays: number, today: string): string {
  const due = addDays(todayOf(new Date(lastOrderedAt)), intervalDays);
  const tomorrow = addDays(today, 1);
  return due > tomorrow ? due : tomorrow;
}

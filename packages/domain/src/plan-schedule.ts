/**
 * REPLENISH schedule (spec §3, issue 16). Plans order on calendar dates (YYYY-MM-DD) of the distributor's time zone.
 * Dates are counted as whole days, never as instants, so daylight-saving changes cannot shift them; only `todayIn`
 * turns an instant into a date, with the platform's IANA time-zone data (Intl). Time is always an argument.
 *
 * The cadence: a plan's dates are `scheduleAnchor + k * planDays`. Normally the next order date is the anchor. A
 * one-off change with PreserveSchedule moves the next date but keeps the anchor, so the date after it is the old
 * schedule's; ResetSchedule moves both.
 */
export type ScheduleBehavior = 'PreserveSchedule' | 'ResetSchedule';

export interface PlanSchedule {
  planDays: number;
  nextOrderDate: string;
  /** The schedule date the next order date stands for (equal to it unless moved once with PreserveSchedule). */
  scheduleAnchor: string;
  /** The customer skipped the next date: it passes without an order. */
  isSkipped: boolean;
}

export type ScheduleDates = Pick<PlanSchedule, 'nextOrderDate' | 'scheduleAnchor' | 'isSkipped'>;

const dayMs = 86_400_000;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar date (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const match = datePattern.exec(text);
  if (!match) return false;
  return toDate(dayNumber(text)) === text;
}

function dayNumber(date: string): number {
  const match = datePattern.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / dayMs;
}

const toDate = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => toDate(dayNumber(date) + days);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one (hot on pricing). */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The last answer per time zone and the minute it holds for: days in every zone change on a whole minute. */
const lastDays = new Map<string, { minute: number; day: string }>();

/** The calendar date of `now` in `timeZone` (an IANA name such as America/New_York). */
export function todayIn(timeZone: string, now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const day = formatDay(timeZone, now);
  lastDays.set(timeZone, { minute, day });
  return day;
}

function formatDay(timeZone: string, now: Date): string {
  let year = '';
  let month = '';
  let day = '';
  for (const part of dayFormatter(timeZone).formatToParts(now)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year}-${month}-${day}`;
}

export const nextOrderDateAfter = (date: string, planDays: number) => addDays(date, planDays);

/**
 * The plan's dates once its next date has passed (ordered or skipped): the first schedule date after it. With a
 * one-off date (anchor differs) that is the old schedule's next date after the one it replaced.
 */
export function advance(plan: PlanSchedule): ScheduleDates {
  // Whole intervals from the anchor past the next date, counted at once (a one-off date may lie years ahead).
  const ahead = daysBetween(plan.scheduleAnchor, plan.nextOrderDate);
  const steps = ahead < 0 ? 1 : Math.floor(ahead / plan.planDays) + 1;
  const next = addDays(plan.scheduleAnchor, steps * plan.planDays);
  return { nextOrderDate: next, scheduleAnchor: next, isSkipped: false };
}

/** Skipping moves the plan exactly one date on. */
export const skipNext = (plan: PlanSchedule): ScheduleDates => advance(plan);

/** The date the next order is placed on: the one after the next date when the customer skipped it. */
export const effectiveNextOrderDate = (plan: PlanSchedule) =>
  plan.isSkipped ? skipNext(plan).nextOrderDate : plan.nextOrderDate;

/** A new next order date; a skip of the old one no longer applies. */
export function changeNextDate(plan: PlanSchedule, newDate: string, behavior: ScheduleBehavior): ScheduleDates {
  return {
    nextOrderDate: newDate,
    scheduleAnchor: behavior === 'PreserveSchedule' ? plan.scheduleAnchor : newDate,
    isSkipped: false,
  };
}

/**
 * A paused plan resumes on its first schedule date from today on (the dates it slept through are not ordered).
 * Keeps the plan as it is when its next date is still ahead.
 */
export function resumeDates(plan: PlanSchedule, today: string): ScheduleDates {
  let dates: ScheduleDates = {
    nextOrderDate: plan.nextOrderDate,
    scheduleAnchor: plan.scheduleAnchor,
    isSkipped: plan.isSkipped,
  };
  while (dates.nextOrderDate < today) dates = advance({ ...plan, ...dates });
  return dates;
}

export interface DueDates {
  /** The date to order for now (the newest passed date), or undefined when none is due or it was skipped. */
  place: string | undefined;
  /** Passed dates that are not ordered because the service was down: the customer is told about them. */
  missed: string[];
  /** The plan's dates after this run. */
  next: ScheduleDates;
}

/**
 * What a run does for a plan today. After downtime several dates may have passed: at most one order is placed per
 * plan, for the newest of them, and the older ones are reported as missed. A date the customer skipped passes
 * silently. Undefined when the next date is still ahead.
 */
export function dueDates(plan: PlanSchedule, today: string): DueDates | undefined {
  if (plan.nextOrderDate > today) return undefined;
  const passed: string[] = [plan.nextOrderDate];
  let current: PlanSchedule = plan;
  let next = advance(current);
  while (next.nextOrderDate <= today) {
    passed.push(next.nextOrderDate);
    current = { ...plan, ...next };
    next = advance(current);
  }
  const newest = passed[passed.length - 1];
  const onlySkipped = plan.isSkipped && passed.length === 1;
  const missed = passed.slice(plan.isSkipped ? 1 : 0, -1);
  return { place: onlySkipped ? undefined : newest, missed, next };
}

/** The order date a reminder is due for today (1 to `daysBefore` days ahead, once per date), or undefined. */
export function reminderDue(
  plan: PlanSchedule & { remindedFor: string | null },
  today: string,
  daysBefore = 3,
): string | undefined {
  const date = effectiveNextOrderDate(plan);
  const daysLeft = daysBetween(today, date);
  if (daysLeft < 1 || daysLeft > daysBefore || plan.remindedFor === date) return undefined;
  return date;
}

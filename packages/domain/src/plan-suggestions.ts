import { daysBetween } from './plan-schedule';

/**
 * REPLENISH suggestions (issue 16): items an office buys again and again at a steady interval, offered as a plan.
 *
 * The estimator, per item (item number and unit):
 * - purchases on the same calendar date count as one occasion (their quantities add up);
 * - it needs at least `minOccasions` occasions (so at least two intervals);
 * - the interval is the median of the days between occasions; it is steady when the median absolute deviation of the
 *   intervals is at most `maxDispersion` of the median (robust to one odd gap, unlike a standard deviation);
 * - the typical quantity is the median quantity per occasion;
 * - a habit the office dropped (no purchase for more than `staleIntervals` intervals) is not suggested.
 */
export const suggestionPolicy = {
  minOccasions: 3,
  maxDispersion: 0.25,
  staleIntervals: 3,
  maxIntervalDays: 365,
} as const;

export interface PurchaseLine {
  itemNumber: string;
  uom: string;
  name: string;
  quantity: number;
  /** The calendar date of the order (distributor's time zone). */
  orderDate: string;
  /** When the order was placed (ISO instant). */
  orderedAt: string;
}

export interface PlanSuggestionEstimate {
  itemNumber: string;
  uom: string;
  name: string;
  intervalDays: number;
  typicalQuantity: number;
  timesOrdered: number;
  lastOrderedAt: string;
  text: string;
}

export const suggestionText = (name: string, days: number) => `You order ${name} about every ${days} days`;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Occasion {
  date: string;
  quantity: number;
  orderedAt: string;
}

function occasionsOf(lines: readonly PurchaseLine[]): Occasion[] {
  const byDate = new Map<string, Occasion>();
  for (const line of lines) {
    const occasion = byDate.get(line.orderDate);
    if (!occasion)
      byDate.set(line.orderDate, { date: line.orderDate, quantity: line.quantity, orderedAt: line.orderedAt });
    else {
      occasion.quantity += line.quantity;
      if (line.orderedAt > occasion.orderedAt) occasion.orderedAt = line.orderedAt;
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

function estimate(lines: readonly PurchaseLine[], today: string): PlanSuggestionEstimate | undefined {
  const occasions = occasionsOf(lines);
  if (occasions.length < suggestionPolicy.minOccasions) return undefined;
  const intervals = occasions.slice(1).map((occasion, i) => daysBetween(occasions[i]!.date, occasion.date));
  const interval = median(intervals);
  const dispersion = median(intervals.map((days) => Math.abs(days - interval)));
  if (dispersion > interval * suggestionPolicy.maxDispersion) return undefined;
  const intervalDays = Math.round(interval);
  if (intervalDays < 1 || intervalDays > suggestionPolicy.maxIntervalDays) return undefined;
  const last = occasions[occasions.length - 1]!;
  if (daysBetween(last.date, today) > intervalDays * suggestionPolicy.staleIntervals) return undefined;
  const first = lines[0]!;
  return {
    itemNumber: first.itemNumber,
    uom: first.uom,
    name: first.name,
    intervalDays,
    typicalQuantity: Math.max(1, Math.round(median(occasions.map((occasion) => occasion.quantity)))),
    timesOrdered: occasions.length,
    lastOrderedAt: last.orderedAt,
    text: suggestionText(first.name, intervalDays),
  };
}

/**
 * The office's steady purchases not yet on a plan, most often ordered first. `planned` holds `itemNumber|uom` keys
 * of the items its plans hold.
 */
export function planSuggestions(
  lines: readonly PurchaseLine[],
  planned: ReadonlySet<string>,
  today: string,
): PlanSuggestionEstimate[] {
  const byItem = new Map<string, PurchaseLine[]>();
  for (const line of lines) {
    const key = planItemKey(line.itemNumber, line.uom);
    if (planned.has(key)) continue;
    const itemLines = byItem.get(key);
    if (itemLines) itemLines.push(line);
    else byItem.set(key, [line]);
  }
  return [...byItem.values()]
    .map((itemLines) => estimate(itemLines, today))
    .filter((suggestion) => suggestion !== undefined)
    .sort((a, b) => b.timesOrdered - a.timesOrdered || a.name.localeCompare(b.name));
}

export const planItemKey = (itemNumber: string, uom: string) => `${itemNumber}|${uom}`;

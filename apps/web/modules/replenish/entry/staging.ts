import { cartLimits, planLimits } from '@chairside/domain';

/**
 * Staged REPLENISH items (spec §3 "persisted client state: staged replenish plans"): what a customer
 * gathered from product pages, cards, the cart or an order before saving it as a plan. Pure rules here;
 * StagingProvider keeps them in localStorage under the customer's own key.
 */
export interface StagedItem {
  item_number: string;
  uom: string;
  quantity: number;
  /** What the tray shows: the product and its unit. */
  name: string;
}

/** Product pages and cards add to what is staged; the cart and an order set the quantities they show. */
export type StageMode = 'add' | 'set';

const storagePrefix = 'chairside.replenish.staged.v1:';

/** One key per signed-in customer, so another customer on the same browser never sees these items. */
export const stagingKey = (owner: string) => `${storagePrefix}${owner}`;

const sameItem = (a: Pick<StagedItem, 'item_number' | 'uom'>, b: Pick<StagedItem, 'item_number' | 'uom'>) =>
  a.item_number === b.item_number && a.uom === b.uom;

const clampQuantity = (quantity: number) => Math.min(Math.max(Math.trunc(quantity), 1), cartLimits.maxLineQuantity);

function validItem(value: unknown): StagedItem | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { item_number: itemNumber, uom, quantity, name } = value as Record<string, unknown>;
  if (typeof itemNumber !== 'string' || !itemNumber || itemNumber.length > 64) return undefined;
  if (typeof uom !== 'string' || !uom || uom.length > 16) return undefined;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return undefined;
  return {
    item_number: itemNumber,
    uom,
    quantity: clampQuantity(quantity),
    name: typeof name === 'string' ? name : '',
  };
}

/** What the browser stored, read defensively: anything malformed (an old format, hand edits) is dropped. */
export function parseStaged(stored: string | null): StagedItem[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((value) => validItem(value) ?? []).slice(0, planLimits.maxItems);
  } catch {
    return [];
  }
}

/** Stages items: a new item is appended; one already staged (same item number and unit) gets the quantity added or set. */
export function stageItems(current: readonly StagedItem[], incoming: readonly StagedItem[], mode: StageMode) {
  const next = [...current];
  for (const item of incoming) {
    const index = next.findIndex((staged) => sameItem(staged, item));
    if (index === -1) next.push({ ...item, quantity: clampQuantity(item.quantity) });
    else {
      const quantity = mode === 'add' ? next[index]!.quantity + item.quantity : item.quantity;
      next[index] = { ...next[index]!, quantity: clampQuantity(quantity) };
    }
  }
  return next.slice(0, planLimits.maxItems);
}

export function setStagedQuantity(current: readonly StagedItem[], item: StagedItem, quantity: number) {
  return current.map((staged) => (sameItem(staged, item) ? { ...staged, quantity: clampQuantity(quantity) } : staged));
}

export function unstage(current: readonly StagedItem[], item: StagedItem) {
  return current.filter((staged) => !sameItem(staged, item));
}

/** The intervals offered in one click; any other whole number of days 1-365 is "Custom". */
export const intervalChoices = [14, 28, 30, 60, 90] as const;
export const defaultInterval = 28;

/** A calendar date (YYYY-MM-DD) in the browser's time zone. */
export function calendarDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

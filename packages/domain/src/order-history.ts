/** Spec §7 and §9: how far back order history and recently bought items reach, and their page sizes. */
export const orderHistory = {
  /** GET me/orders: orders last modified within this many days. */
  recentOrderDays: 100,
  /** GET me/orders: limit 500 (the list page size on most lists). */
  maxOrdersPerPage: 500,
  /** GET ct/recent-items: page 1, pageSize 100, days 100. */
  recentItemsDays: 100,
  recentItemsPageSize: 100,
} as const;

const dayMs = 86_400_000;

/** The instant `days` days before `now`: the start of a look-back window (time is an argument, no clock here). */
export function lookBackStart(now: Date, days: number): Date {
  return new Date(now.getTime() - days * dayMs);
}

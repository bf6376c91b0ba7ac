/** The REPLENISH entry points' copy (issue 16; spec §8 gives the toast style, not these words). */
export const stagingTexts = {
  addToReplenish: 'Add to REPLENISH',
  addNamed: (what: string) => `Add ${what} to REPLENISH`,
  staged: (what: string) => `${what} was added to your REPLENISH items.`,
  makePlan: 'Make this a REPLENISH plan',
  makePlanOfChosen: (count: number) => `Make a REPLENISH plan of ${itemCount(count)}`,
  chooseItems: 'Choose items for a REPLENISH plan',
  itemsToPlan: 'Items for a REPLENISH plan',
  chooseLines: 'Choose at least one item for a REPLENISH plan.',
  noReplenishable: 'None of these items is available for REPLENISH.',
  leftOut: (count: number) =>
    `${itemCount(count)} not available for REPLENISH ${count === 1 ? 'was' : 'were'} left out.`,
  tray: (count: number) => `REPLENISH (${count})`,
  trayName: (count: number) => `Review REPLENISH items, ${itemCount(count)} staged`,
  trayTitle: 'Your REPLENISH items',
  trayIntro: 'Recurring orders at an extra 3% off retail. Review the items, then save them as a plan.',
  close: 'Close',
  empty: 'No items are staged for REPLENISH.',
  quantityOf: (name: string) => `Quantity of ${name}`,
  remove: 'Remove',
  removeNamed: (name: string) => `Remove ${name}`,
  target: 'Plan',
  newPlan: 'A new plan',
  existingPlan: 'An existing plan',
  interval: 'Order every',
  custom: 'Custom',
  days: (count: number) => (count === 1 ? '1 day' : `${count} days`),
  customDays: 'Days between orders (1–365)',
  firstDate: 'First order date',
  choosePlan: 'Plan to add the items to',
  planOption: (plan: { label: string; next_order_date: string; itemCount: number }) =>
    `${plan.label} · next ${plan.next_order_date} · ${itemCount(plan.itemCount)}`,
  loadingPlans: 'Loading your plans…',
  noPlans: 'You have no REPLENISH plans yet.',
  plansFailed: 'We were unable to load your REPLENISH plans at this time.',
  saveAsPlan: 'Save as plan',
  addToPlan: 'Add to plan',
  saving: 'Saving…',
  created: 'Your REPLENISH plan was created.',
  added: 'The items were added to your REPLENISH plan.',
  failed: 'We were unable to save your REPLENISH plan at this time.',
} as const;

function itemCount(count: number) {
  return count === 1 ? '1 item' : `${count} items`;
}

/** What a signed-in sales representative reads while it acts for no customer (spec §2 sales rep bar, §6). */
export const salesRepTexts = {
  actingFor: 'Acting for',
  notSynced: 'Not Synced',
  customerRequiredToOrder: 'Select a customer before ordering: a sales representative orders for a customer.',
  customerRequiredTitle: 'Select a customer',
  customerRequiredPage:
    'Carts, orders, addresses and payment methods belong to the customer a sales representative acts for, and no customer is selected for this session yet.',
} as const;

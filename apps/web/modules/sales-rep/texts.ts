/** What a signed-in sales representative reads (spec §2 sales rep bar, §6; issue 18). */
export const salesRepTexts = {
  actingFor: 'Acting for',
  notSynced: 'Not Synced',
  switchCustomer: 'Switch Customer',
  endSync: 'End sync',
  endingSync: 'Ending…',
  sync: 'Sync',
  syncing: 'Syncing…',
  syncEnded: 'You no longer act for a customer.',
  syncFailed: 'The customer could not be selected. Please try again.',
  endSyncFailed: 'The sync could not be ended. Please try again.',
  customerRequiredToOrder: 'Select a customer before ordering: a sales representative orders for a customer.',
  customerRequiredTitle: 'Select a customer',
  customerRequiredPage:
    'Carts, orders, addresses and payment methods belong to the customer a sales representative acts for, and no customer is selected for this session yet.',
  /** Shown where the customer's password, saved cards or sign-in settings would be (the API refuses them too). */
  customerOnlySetting:
    'Only the customer can change its password, saved cards and sign-in settings: they are not offered while you act for it.',
  repOrderMailLabel: 'Email me when a sales representative places an order for us',
  repOrderMailOn: 'You will get an email for every order a sales representative places for your office.',
  repOrderMailOff: 'You will no longer get an email for orders a sales representative places for your office.',
  searchLabel: 'Find a customer',
  searchHint: 'Name, email, practice, account or shipping-account number, or city',
  searchUnavailable: 'Customers cannot be searched right now. Please try again.',
  listUnavailable: 'This list cannot be shown right now. Please try again later.',
} as const;

import { messages } from '@chairside/domain';

/** The REPLENISH plan texts of the storefront (issue 16), in spec §8's toast style. */
export const planTexts = {
  planNotFound: 'This REPLENISH plan was not found.',
  unavailable: 'Your REPLENISH plans cannot be changed right now. Please try again later.',
  readUnavailable: 'Your REPLENISH plans cannot be shown right now. Please try again later.',
  changedElsewhere: 'This plan was changed elsewhere. It has been reloaded; please try again.',
  customerRequired: 'Select a customer to act for before using REPLENISH plans.',
  formInvalid: messages.formInvalid,
  quantityInvalid: 'The quantity must be a whole number from 1 to 9999.',
  poTooLong: 'The PO number may be at most 50 characters.',
  created: 'Your REPLENISH plan was successfully created!',
  itemsAdded: (count: number) =>
    `${count} ${count === 1 ? 'item' : 'items'} successfully added to your REPLENISH plan!`,
  updated: 'Your REPLENISH plan has been updated.',
  paused: 'Your REPLENISH plan is paused. Nothing is ordered until you resume it.',
  resumed: 'Your REPLENISH plan is active again.',
  skipped: (date: string) => `The order of ${date} will be skipped.`,
  unskipped: (date: string) => `The order of ${date} will be placed.`,
  deleted: 'Your REPLENISH plan has been deleted.',
  ordered: (orderNumber: string) => `Order ${orderNumber} successfully placed!`,
  orderFailure: 'We were unable to place this order at this time.',
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  everyDays: (days: number) => (days === 1 ? 'Every day' : `Every ${days} days`),
  emptyPlan: 'No items yet',
} as const;

/** What each attention reason asks the customer to do (the API's message says what went wrong). */
export const attentionHelp: Record<string, string> = {
  CardDeclined: 'Choose another saved card or pay on account, then order now or wait for the next retry.',
  CardMissing: 'Choose a saved card for this plan, or pay on account if your office has terms.',
  AddressNotEligible: 'Choose another shipping address for this plan.',
  NoActiveDeaLicense: 'Choose an address with an active DEA license, or remove the controlled items.',
  ItemDiscontinued: 'Remove the items no longer sold, or allow substitutions.',
  NoOrderableItems: 'Add items to this plan, or take the skip off its items.',
  PaymentServiceUnavailable: 'Nothing to do: the order is retried automatically.',
  CheckoutNotAllowed: `Your account cannot place orders online right now. Please call customer service.`,
};

import { shoppingListMaxLines, shoppingListNameMaxLength, shoppingListNoteMaxLength } from '@chairside/contracts';

/** The shopping-list texts of the storefront (issue 15), in spec §8's toast style. */
export const listTexts = {
  favoritesName: 'Favorites',
  /** Spec §8 internal message, also what the API answers for someone else's list. */
  listNotFound: 'List not found',
  unavailable: 'Your lists cannot be changed right now. Please try again later.',
  readUnavailable: 'Your lists cannot be shown right now. Please try again later.',
  changedElsewhere: 'This list was changed elsewhere. It has been reloaded; please try again.',
  readOnly: 'Only the owner of this list can change it.',
  customerRequired: 'Select a customer to act for before using shopping lists.',
  nameRequired: 'Enter a name for the list.',
  nameTooLong: `A list name has at most ${shoppingListNameMaxLength} characters.`,
  noteTooLong: `A note has at most ${shoppingListNoteMaxLength} characters.`,
  tooManyLines: `A list holds at most ${shoppingListMaxLines} lines, so that all of it fits one cart update.`,
  noLines: 'Choose at least one item.',
  created: (name: string) => `${name} successfully created!`,
  renamed: (name: string) => `The list is now called ${name}.`,
  shared: (name: string) => `${name} is now shared with your office.`,
  unshared: (name: string) => `${name} is no longer shared with your office.`,
  deleted: (name: string) => `${name} successfully deleted.`,
  addedToList: (what: string, list: string) => `${what} successfully added to ${list}!`,
  addFailure: (list: string) => `We were unable to add these items to ${list} at this time.`,
  addedToFavorites: 'Item successfully added to your favorites!',
  removedFromFavorites: 'Item removed from your favorites.',
  favoriteFailure: 'We were unable to update your favorites at this time.',
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  unknownItem: (code: string) => `Item ${code} was not found.`,
  notSold: (code: string) => `Item ${code} is no longer available to order online.`,
  lineUpdated: 'The list has been updated.',
  lineRemoved: (name: string) => `${name} removed from the list.`,
  addedToCart: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} successfully added to your cart!`,
  cartFailure: 'We were unable to add these items to your cart at this time.',
  imported: (count: number, list: string) =>
    `${count} ${count === 1 ? 'line' : 'lines'} successfully added to ${list}!`,
} as const;

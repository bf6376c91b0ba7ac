/** The entry points' copy (issue 15; spec §8 gives the toast style, not these words). */
export const entryTexts = {
  addFavorite: (what: string) => `Add ${what} to Favorites`,
  removeFavorite: (what: string) => `Remove ${what} from Favorites`,
  favoriteFailed: (what: string) => `We were unable to change ${what} in your Favorites at this time.`,
  addToList: 'Add to list',
  saveForLater: 'Save for later',
  newList: 'New list…',
  listName: 'List name',
  createAndAdd: 'Create and add',
  cancel: 'Cancel',
  loadingLists: 'Loading your lists…',
  listsFailed: 'We were unable to load your lists at this time.',
  listFailed: 'We were unable to add to your list at this time.',
  itemCount: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  notAdded: (lines: readonly { sku: string; reason: string }[]) =>
    `Not added: ${lines.map((line) => `${line.sku} (${line.reason})`).join('; ')}`,
  savedForLater: (name: string, list: string) => `${name} was moved to ${list}.`,
  savedButKept: (name: string) => `${name} was added to your list but could not be removed from your cart.`,
  enterLines: 'Enter at least one item number and quantity to add to a list.',
  chooseLines: 'Choose at least one item to add to a list.',
  tooManyLines: (max: number) => `A list holds at most ${max} items: enter at most ${max} lines at once.`,
} as const;

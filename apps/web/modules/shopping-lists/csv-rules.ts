import { shoppingListMaxLines } from '@chairside/contracts';

/** The CSV columns export writes and import reads back; the import form's checks use these too (no parser here). */
export const csvColumns = ['item_number', 'uom', 'quantity', 'sku', 'name', 'note'] as const;
/** The columns an import needs; the others are optional. */
export const requiredColumns = ['item_number', 'quantity'] as const;

/** Files are small: 500 lines of a few hundred characters. Anything bigger is refused unread. */
export const csvMaxBytes = 1024 * 1024;

export const csvTexts = {
  tooLarge: 'The file is larger than 1 MB. Export a list from here, or split the file.',
  notUtf8: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.',
  wrongHeader: `The first line must name the columns ${csvColumns.join(', ')} (at least ${requiredColumns.join(' and ')}).`,
  tooManyLines: `A list holds at most ${shoppingListMaxLines} lines; the file has more.`,
  empty: 'There are no items to import.',
  unreadable: 'This line could not be read.',
  codeMissing: 'The item number is missing.',
} as const;

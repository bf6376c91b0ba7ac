import { shoppingListNameMaxLength, shoppingListNoteMaxLength } from '@chairside/contracts';
import { z } from 'zod';
import { listTexts } from './texts';

/** A list name: 1 to 255 characters once trimmed (the contract's limit). */
export const listNameSchema = z
  .string()
  .trim()
  .min(1, listTexts.nameRequired)
  .max(shoppingListNameMaxLength, listTexts.nameTooLong);

export const lineNoteSchema = z.string().trim().max(shoppingListNoteMaxLength, listTexts.noteTooLong);

/** A list-name field's message in a form, or undefined. */
export const listNameError = (data: FormData, field = 'name'): string | undefined => {
  const checked = listNameSchema.safeParse(data.get(field) ?? '');
  return checked.success ? undefined : checked.error.issues[0]?.message;
};

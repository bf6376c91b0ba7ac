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

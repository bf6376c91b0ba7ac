import { cartLimits, cartMessages } from './cart-rules';

/**
 * Limits of a shopping list (issue 15). The contracts (packages/contracts shopping-lists.ts) publish the same numbers
 * to the storefront; the API checks these.
 */
export const shoppingListLimits = {
  /** "Add all to the cart" must fit one cart update, and a cart update takes at most 500 actions. */
  maxLines: 500,
  /** Names are 1 to 255 characters once trimmed. */
  maxNameLength: 255,
  maxNoteLength: 500,
  /** Spec §9: shopping lists are read 50 at a time. */
  pageSize: 50,
} as const;

export const shoppingListMessages = {
  nameRequired: 'Please give the list a name.',
  nameTooLong: `A list name is at most ${shoppingListLimits.maxNameLength} characters long.`,
  tooManyLines: `A list holds at most ${shoppingListLimits.maxLines} items, so that "add all to cart" fits one cart update (at most ${shoppingListLimits.maxLines} changes).`,
  noteTooLong: `A note is at most ${shoppingListLimits.maxNoteLength} characters long.`,
  notText: 'The text holds a broken character (a lone UTF-16 surrogate); please type it again.',
} as const;

/** With the u flag, \p{Cs} matches only surrogates that are not part of a pair: text no database stores as JSON. */
const loneSurrogate = /\p{Cs}/u;

/** Why a list's localized text (its description) is refused, or undefined. */
export function listTextProblem(text: Readonly<Record<string, string>>): string | undefined {
  const texts = [...Object.keys(text), ...Object.values(text)];
  return texts.some((part) => loneSurrogate.test(part)) ? shoppingListMessages.notText : undefined;
}

/** Why a list name (a LocalizedString) is refused, or undefined: every text 1 to 255 characters once trimmed. */
export function listNameProblem(name: Readonly<Record<string, string>>): string | undefined {
  const broken = listTextProblem(name);
  if (broken) return broken;
  const texts = Object.values(name).map((text) => text.trim());
  if (texts.length === 0 || texts.some((text) => text.length === 0)) return shoppingListMessages.nameRequired;
  if (texts.some((text) => text.length > shoppingListLimits.maxNameLength)) return shoppingListMessages.nameTooLong;
  return undefined;
}

/** The name as stored: each text trimmed. */
export function trimListName(name: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(name).map(([locale, text]) => [locale, text.trim()]));
}

/** Why a line note is refused, or undefined. */
export function listNoteProblem(note: unknown): string | undefined {
  if (typeof note !== 'string') return 'A note must be text.';
  return note.length > shoppingListLimits.maxNoteLength ? shoppingListMessages.noteTooLong : undefined;
}

/** What adding a variant to a list does: a new line, or more of the line that already holds it. */
export type ListAddition = { kind: 'new' } | { kind: 'merge'; index: number; quantity: number } | { problem: string };

/**
 * Line quantities follow the cart's quantityProblem (every list line must be addable to a cart as it is).
 * Adding `quantity` of a variant to lines (variant keys in list order): a variant already on the list adds to that
 * line, else a new line, refused beyond the line limit or when the merged quantity exceeds the line maximum.
 */
export function listAddition(
  lines: readonly { variant: string; quantity: number }[],
  variant: string,
  quantity: number,
): ListAddition {
  const index = lines.findIndex((line) => line.variant === variant);
  if (index >= 0) {
    const merged = lines[index]!.quantity + quantity;
    if (merged > cartLimits.maxLineQuantity) return { problem: cartMessages.quantityTooLarge };
    return { kind: 'merge', index, quantity: merged };
  }
  if (lines.length >= shoppingListLimits.maxLines) return { problem: shoppingListMessages.tooManyLines };
  return { kind: 'new' };
}

/** Why a new line order is refused, or undefined: it must name every line exactly once. */
export function lineOrderProblem(current: readonly string[], order: readonly string[]): string | undefined {
  const known = new Set(current);
  const seen = new Set<string>();
  for (const id of order) {
    if (!known.has(id)) return `lineItemOrder names '${id}', which is not a line of this list.`;
    if (seen.has(id)) return `lineItemOrder names '${id}' more than once.`;
    seen.add(id);
  }
  if (seen.size !== known.size)
    return `lineItemOrder must name every line of the list once (${known.size}); it names ${seen.size}.`;
  return undefined;
}

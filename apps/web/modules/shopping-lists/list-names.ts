import type { ShoppingList, ShoppingListLineItem } from '@chairside/contracts';
import { defaultLocale } from '@chairside/domain';

const text = (value: Record<string, string> | undefined) =>
  value ? (value[defaultLocale] ?? Object.values(value)[0]) : undefined;

/** A list's name as shown; lists are named in the storefront's one locale. */
export const listName = (list: Pick<ShoppingList, 'name'>) => text(list.name) ?? '';

export const lineName = (line: ShoppingListLineItem) => text(line.name) ?? line.custom.fields.hs_item_number;

/** A line's sku: its variant's (expanded) or, unexpanded, none. */
export const lineSku = (line: ShoppingListLineItem) => line.variant?.sku;

/** How a list name reads in a toast: "your favorites" for Favorites. */
export const listLabel = (list: Pick<ShoppingList, 'name' | 'custom'>) =>
  list.custom.fields.favorites ? 'your favorites' : listName(list);

export const localized = (value: string) => ({ [defaultLocale]: value });

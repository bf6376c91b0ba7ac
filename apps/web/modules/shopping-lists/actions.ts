'use server';

import { shoppingListMaxLines, type ShoppingList } from '@chairside/contracts';
import { cartLimits } from '@chairside/domain';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import {
  createMyShoppingList,
  deleteMyShoppingList,
  getMyShoppingList,
  isFavoritesOf,
  listAllMyShoppingLists,
  type ListResult,
} from '@/lib/api/shopping-lists';
import { requireCustomerForAction } from '@/modules/account/require-customer';
import { changeList, failureMessage, type ListChange } from './list-updates';
import { listLabel, listName, localized } from './list-names';
import { listsPath } from './paths';
import { listTexts } from './texts';
import { listNameSchema } from './validation';

/** The lists page and every list page read the lists on the server: render them again. */
function listsChanged(): void {
  revalidatePath(listsPath, 'layout');
}

const listId = z.string().min(1).max(64);
const version = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const sku = z.string().trim().min(1).max(64);

export interface ListChoice {
  id: string;
  name: string;
  lineCount: number;
  favorites: boolean;
}

/** The lists the customer may add to (their own), Favorites first, for the add-to-list menus. */
export async function myListChoicesAction(): Promise<
  { ok: true; lists: ListChoice[] } | { ok: false; message: string }
> {
  await requireCustomerForAction();
  const lists = await listAllMyShoppingLists();
  if (!lists.ok) return { ok: false, message: failureMessage(lists, listTexts.readUnavailable) };
  const choices = lists.value
    .filter((list) => list.editable)
    .map((list) => ({
      id: list.id,
      name: listName(list),
      lineCount: list.lineItems.length,
      favorites: list.custom.fields.favorites,
    }));
  return {
    ok: true,
    lists: [...choices.filter((list) => list.favorites), ...choices.filter((list) => !list.favorites)],
  };
}

/** The customer's Favorites with its lines' skus; undefined when not made yet. */
async function readFavorites(): Promise<ListResult<ShoppingList | undefined>> {
  const lists = await listAllMyShoppingLists();
  if (!lists.ok) return lists;
  const found = lists.value.find(isFavoritesOf);
  return found ? getMyShoppingList(found.id) : { ok: true, value: undefined };
}

/** The customer's Favorites, created on first use; a creation racing this one is refused by the API: read it then. */
async function favoritesList(): Promise<ListResult<ShoppingList>> {
  const existing = await readFavorites();
  if (!existing.ok) return existing;
  if (existing.value) return { ok: true, value: existing.value };
  const created = await createMyShoppingList({
    name: localized(listTexts.favoritesName),
    custom: { fields: { favorites: true } },
  });
  if (created.ok || created.code !== 'DuplicateField') return created;
  const again = await readFavorites();
  if (again.ok && again.value) return { ok: true, value: again.value };
  return again.ok ? created : again;
}

/** The heart: adds the sku to Favorites (one unit), or removes its line when it is there. */
export async function toggleFavoriteAction(
  skuValue: string,
): Promise<{ ok: boolean; favorite: boolean; message: string }> {
  const parsed = sku.safeParse(skuValue);
  if (!parsed.success) return { ok: false, favorite: false, message: listTexts.favoriteFailure };
  await requireCustomerForAction();
  const favorites = await favoritesList();
  if (!favorites.ok)
    return { ok: false, favorite: false, message: failureMessage(favorites, listTexts.favoriteFailure) };
  const list = favorites.value;
  const line = list.lineItems.find((candidate) => candidate.variant?.sku === parsed.data);
  const result = line
    ? await changeList(list.id, [{ action: 'removeLineItem', lineItemId: line.id }], list.version)
    : await changeList(list.id, [{ action: 'addLineItem', sku: parsed.data, quantity: 1 }], list.version);
  listsChanged();
  if (!result.ok)
    return {
      ok: false,
      favorite: line !== undefined,
      message: failureMessage(result.failure, listTexts.favoriteFailure),
    };
  return line
    ? { ok: true, favorite: false, message: listTexts.removedFromFavorites }
    : { ok: true, favorite: true, message: listTexts.addedToFavorites };
}

const addInput = z.strictObject({
  listId: listId.optional(),
  newListName: z.string().max(1_000).optional(),
  lines: z
    .array(z.strictObject({ sku, quantity: z.number().int().min(1).max(cartLimits.maxLineQuantity) }))
    .min(1)
    .max(shoppingListMaxLines),
});

export interface AddToListResult {
  ok: boolean;
  message: string;
  listId?: string;
  notAdded: { sku: string; reason: string }[];
}

/**
 * Adds lines to one of the customer's lists, or to a list made for them: one API call; when the API names skus no
 * product is sold as, once more without them, and they are reported in `notAdded`.
 */
export async function addToListAction(input: {
  listId?: string;
  newListName?: string;
  lines: { sku: string; quantity: number }[];
}): Promise<AddToListResult> {
  const parsed = addInput.safeParse(input);
  if (!parsed.success) return { ok: false, message: listTexts.noLines, notAdded: [] };
  const { listId: id, lines } = parsed.data;
  const name = listNameSchema.safeParse(parsed.data.newListName ?? '');
  if (!id && !name.success) return { ok: false, message: name.error?.issues[0]?.message ?? '', notAdded: [] };
  await requireCustomerForAction();
  const label = id ? 'your list' : name.data!;
  const add = (some: typeof lines) =>
    id
      ? changeList(
          id,
          some.map((line) => ({ action: 'addLineItem' as const, ...line })),
        )
      : createMyShoppingList({ name: localized(label), lineItems: some }).then((created): ListChange =>
          created.ok ? { ok: true, list: created.value } : { ok: false, failure: created, message: '' },
        );
  let result = await add(lines);
  const unknown = new Set(result.ok ? [] : (result.failure.unknownSkus ?? []));
  const rest = lines.filter((line) => !unknown.has(line.sku));
  if (unknown.size > 0 && rest.length > 0) result = await add(rest);
  const notAdded = lines
    .filter((line) => unknown.has(line.sku))
    .map((line) => ({ sku: line.sku, reason: listTexts.unknownItem(line.sku) }));
  listsChanged();
  if (!result.ok) return { ok: false, message: failureMessage(result.failure, listTexts.addFailure(label)), notAdded };
  const what = rest.length === 1 ? '1 item' : `${rest.length} items`;
  return { ok: true, message: listTexts.addedToList(what, listLabel(result.list)), listId: result.list.id, notAdded };
}

/** Create from the lists page's form: the name is checked here too (1–255 characters once trimmed). */
export async function createListAction(nameValue: string): Promise<{ ok: boolean; message: string; listId?: string }> {
  const name = listNameSchema.safeParse(nameValue);
  if (!name.success) return { ok: false, message: name.error.issues[0]?.message ?? listTexts.nameRequired };
  await requireCustomerForAction(listsPath);
  const created = await createMyShoppingList({ name: localized(name.data) });
  listsChanged();
  if (!created.ok) return { ok: false, message: failureMessage(created) };
  return { ok: true, message: listTexts.created(name.data), listId: created.value.id };
}

export type ListActionResult = { ok: boolean; message: string };

const listRef = z.strictObject({ id: listId, version });

export async function renameListAction(
  ref: { id: string; version: number },
  nameValue: string,
): Promise<ListActionResult> {
  const target = listRef.safeParse(ref);
  const name = listNameSchema.safeParse(nameValue);
  if (!target.success) return { ok: false, message: listTexts.listNotFound };
  if (!name.success) return { ok: false, message: name.error.issues[0]?.message ?? listTexts.nameRequired };
  await requireCustomerForAction(listsPath);
  const result = await changeList(
    target.data.id,
    [{ action: 'changeName', name: localized(name.data) }],
    target.data.version,
  );
  listsChanged();
  return result.ok ? { ok: true, message: listTexts.renamed(name.data) } : result;
}

/** Share with the office, or stop: only the list's owner may (the API refuses others). */
export async function shareListAction(
  ref: { id: string; version: number },
  shared: boolean,
): Promise<ListActionResult> {
  const target = listRef.safeParse(ref);
  if (!target.success || typeof shared !== 'boolean') return { ok: false, message: listTexts.listNotFound };
  await requireCustomerForAction(listsPath);
  const result = await changeList(
    target.data.id,
    [{ action: 'setCustomField', name: 'shared_with_office', value: shared }],
    target.data.version,
  );
  listsChanged();
  if (!result.ok) return result;
  const name = listName(result.list);
  return { ok: true, message: shared ? listTexts.shared(name) : listTexts.unshared(name) };
}

export async function deleteListAction(ref: { id: string; version: number }): Promise<ListActionResult> {
  const target = listRef.safeParse(ref);
  if (!target.success) return { ok: false, message: listTexts.listNotFound };
  await requireCustomerForAction(listsPath);
  const deleted = await deleteMyShoppingList(target.data.id, target.data.version);
  listsChanged();
  return deleted.ok
    ? { ok: true, message: listTexts.deleted(listName(deleted.value)) }
    : { ok: false, message: failureMessage(deleted) };
}

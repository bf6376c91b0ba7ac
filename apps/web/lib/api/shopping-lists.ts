import 'server-only';
import {
  pagedQueryResponseSchema,
  shoppingListPageSize,
  shoppingListSchema,
  type MyShoppingListDraft,
  type MyShoppingListUpdateAction,
  type ShoppingList,
} from '@chairside/contracts';
import { cache } from 'react';
import { getCustomerAccessToken } from '@/lib/session/session';
import { accountCall, accountCallFailure, type AccountCallFailure, type ApiReply } from './account-client';

/**
 * The customer's shopping lists through the commerce API (spec §7, §9; issue 15), with the customer's token. Every
 * call answers a result the caller branches on; none throws.
 */

/** currentVersion: the list's version now. */
export type ListFailure = AccountCallFailure & {
  /** With 400 ReferencedResourceNotFound: the skus no product is sold as. */
  unknownSkus?: string[];
};
export type ListResult<T> = { ok: true; value: T } | ListFailure;

const listPageSchema = pagedQueryResponseSchema(shoppingListSchema);
export type ShoppingListPage = { results: ShoppingList[]; total: number; offset: number };

const base = '/aces/me/shopping-lists';
const expandLines = 'lineItems[*].variant';

function failure(reply: ApiReply): ListFailure {
  return accountCallFailure(reply, (error) => {
    const unknown = Array.isArray(error?.unknown) ? error.unknown.filter((sku) => typeof sku === 'string') : [];
    return unknown.length > 0 ? { unknownSkus: unknown } : {};
  });
}

async function listCall<T>(
  path: string,
  parse: (body: unknown) => T | undefined,
  options: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {},
): Promise<ListResult<T>> {
  const token = await getCustomerAccessToken();
  if (!token) return { ok: false, status: 401, code: undefined, message: 'Not signed in' };
  let reply: ApiReply;
  try {
    reply = await accountCall(path, { ...options, auth: { bearer: token } });
  } catch (error) {
    console.error(`Shopping list call ${options.method ?? 'GET'} ${path} failed:`, error);
    return { ok: false, status: 503, code: undefined, message: '' };
  }
  if (reply.status !== 200 && reply.status !== 201) return failure(reply);
  const value = parse(reply.body);
  if (value === undefined) {
    console.error(`Shopping list answer of ${path} did not match the contract`);
    return { ok: false, status: 502, code: undefined, message: '' };
  }
  return { ok: true, value };
}

const parseList = (body: unknown) => shoppingListSchema.safeParse(body).data;

/** One page of the customer's lists and its office's shared ones, last changed first (spec §7, §9: 50 a page). */
export function listMyShoppingLists(offset = 0): Promise<ListResult<ShoppingListPage>> {
  const query = new URLSearchParams({
    limit: String(shoppingListPageSize),
    offset: String(offset),
    sort: 'lastModifiedAt desc',
    withTotal: 'true',
  });
  return listCall(`${base}?${query}`, (body) => {
    const page = listPageSchema.safeParse(body).data;
    return page && { results: page.results, total: page.total ?? page.offset + page.count, offset: page.offset };
  });
}

/** Every list the customer sees (their own and their office's), page after page; a customer has few. */
export async function listAllMyShoppingLists(): Promise<ListResult<ShoppingList[]>> {
  const lists: ShoppingList[] = [];
  // Bounded: 20 pages of 50 is far beyond any practice's lists.
  for (let page = 0; page < 20; page += 1) {
    const reply = await listMyShoppingLists(page * shoppingListPageSize);
    if (!reply.ok) return reply;
    lists.push(...reply.value.results);
    if (reply.value.results.length === 0 || lists.length >= reply.value.total) break;
  }
  return { ok: true, value: lists };
}

/** One list with its lines' variants (images, sku, attributes) and product slugs (spec §7). */
export function getMyShoppingList(id: string): Promise<ListResult<ShoppingList>> {
  const query = new URLSearchParams({ expand: expandLines });
  return listCall(`${base}/${encodeURIComponent(id)}?${query}`, parseList);
}

export function createMyShoppingList(draft: MyShoppingListDraft): Promise<ListResult<ShoppingList>> {
  const query = new URLSearchParams({ expand: expandLines });
  return listCall(`${base}?${query}`, parseList, { body: draft });
}

export function updateMyShoppingList(
  id: string,
  version: number,
  actions: MyShoppingListUpdateAction[],
): Promise<ListResult<ShoppingList>> {
  const query = new URLSearchParams({ expand: expandLines });
  return listCall(`${base}/${encodeURIComponent(id)}?${query}`, parseList, { body: { version, actions } });
}

export function deleteMyShoppingList(id: string, version: number): Promise<ListResult<ShoppingList>> {
  const query = new URLSearchParams({ version: String(version) });
  return listCall(`${base}/${encodeURIComponent(id)}?${query}`, parseList, { method: 'DELETE' });
}

/** The customer's own Favorites list (custom field favorites), if made yet. */
export const isFavoritesOf = (list: ShoppingList) => list.editable && list.custom.fields.favorites;

/**
 * The skus on the customer's Favorites list, for the hearts on cards, product page and cart: read once per request
 * (React cache). Empty when signed out or when the lists cannot be read (a heart then shows empty, never an error).
 */
export const getFavoriteSkus = cache(async (): Promise<ReadonlySet<string>> => {
  if (!(await getCustomerAccessToken())) return new Set();
  const lists = await listAllMyShoppingLists();
  const favorites = lists.ok ? lists.value.find(isFavoritesOf) : undefined;
  if (!favorites || favorites.lineItems.length === 0) return new Set();
  const expanded = await getMyShoppingList(favorites.id);
  if (!expanded.ok) return new Set();
  return new Set(expanded.value.lineItems.flatMap((line) => (line.variant ? [line.variant.sku] : [])));
});

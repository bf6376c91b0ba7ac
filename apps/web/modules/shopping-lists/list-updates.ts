import 'server-only';
import type { MyShoppingListUpdateAction, ShoppingList } from '@chairside/contracts';
import { getMyShoppingList, updateMyShoppingList, type ListFailure, type ListResult } from '@/lib/api/shopping-lists';
import { listTexts } from './texts';

export type ListChange = { ok: true; list: ShoppingList } | { ok: false; message: string; failure: ListFailure };

/** What a refused list call tells the customer; the API's own words for a refused value (400). */
export function failureMessage(failure: ListFailure, fallback: string = listTexts.unavailable): string {
  if (failure.status === 404) return listTexts.listNotFound;
  if (failure.code === 'SubjectRequired') return listTexts.customerRequired;
  if (failure.status === 403) return listTexts.readOnly;
  if (failure.status === 409) return listTexts.changedElsewhere;
  if (failure.status === 400 && failure.message) return failure.message;
  return fallback;
}

const settle = (result: ListResult<ShoppingList>, fallback?: string): ListChange =>
  result.ok
    ? { ok: true, list: result.value }
    : { ok: false, message: failureMessage(result, fallback), failure: result };

/**
 * Applies the actions at the version the page showed; without one (entry points) at the version read now. A version
 * conflict (409) is retried once at the current version: every action a page sends names its line by id, so a line
 * another tab removed meanwhile is refused (400) instead of being changed twice.
 */
export async function changeList(
  id: string,
  actions: MyShoppingListUpdateAction[],
  version?: number,
  fallback?: string,
): Promise<ListChange> {
  let expected = version;
  if (expected === undefined) {
    const current = await getMyShoppingList(id);
    if (!current.ok) return settle(current, fallback);
    expected = current.value.version;
  }
  const first = await updateMyShoppingList(id, expected, actions);
  if (first.ok || first.status !== 409) return settle(first, fallback);
  const retryVersion =
    first.currentVersion ?? (await getMyShoppingList(id).then((read) => (read.ok ? read.value.version : undefined)));
  if (retryVersion === undefined) return settle(first, fallback);
  return settle(await updateMyShoppingList(id, retryVersion, actions), fallback);
}

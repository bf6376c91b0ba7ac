'use server';

import { shoppingListMaxLines, type MyShoppingListUpdateAction } from '@chairside/contracts';
import { cartLimits, quantityProblem } from '@chairside/domain';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { updateCart } from '@/lib/api/carts';
import { getMyShoppingList } from '@/lib/api/shopping-lists';
import { requireCustomerForAction } from '@/modules/account/require-customer';
import { postedForm } from '@/modules/account/validation';
import { salesRepTexts } from '@/modules/sales-rep/texts';
import { decodeCsv, parseListCsv, parsePastedCodes, type ImportProblem } from './list-csv';
import { changeList, failureMessage } from './list-updates';
import { lineName, listLabel } from './list-names';
import { listPath, listsPath } from './paths';
import { resolveCodes } from './resolve-codes';
import { listTexts } from './texts';
import { lineNoteSchema } from './validation';

const id = z.string().min(1).max(64);
const listRef = z.strictObject({ id, version: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
type ListRef = { id: string; version: number };

export type LineActionResult = { ok: boolean; message: string };

/** Checks the list reference, requires a customer, applies the actions and renders the list pages again. */
async function applyToList(
  ref: ListRef,
  actions: () => MyShoppingListUpdateAction[] | string,
  success: string,
): Promise<LineActionResult> {
  const target = listRef.safeParse(ref);
  if (!target.success) return { ok: false, message: listTexts.listNotFound };
  const built = actions();
  if (typeof built === 'string') return { ok: false, message: built };
  await requireCustomerForAction(listPath(target.data.id));
  const result = await changeList(target.data.id, built, target.data.version);
  revalidatePath(listsPath, 'layout');
  return result.ok ? { ok: true, message: success } : { ok: false, message: result.message };
}

export async function changeLineQuantityAction(
  ref: ListRef,
  lineItemId: string,
  quantity: number,
): Promise<LineActionResult> {
  return applyToList(
    ref,
    () =>
      !id.safeParse(lineItemId).success
        ? listTexts.listNotFound
        : (quantityProblem(quantity, 1) ?? [{ action: 'changeLineItemQuantity', lineItemId, quantity }]),
    listTexts.lineUpdated,
  );
}

export async function setLineNoteAction(ref: ListRef, lineItemId: string, note: string): Promise<LineActionResult> {
  const parsed = lineNoteSchema.safeParse(note);
  return applyToList(
    ref,
    () =>
      !id.safeParse(lineItemId).success
        ? listTexts.listNotFound
        : !parsed.success
          ? listTexts.noteTooLong
          : [{ action: 'setLineItemCustomField', lineItemId, name: 'note', value: parsed.data || undefined }],
    listTexts.lineUpdated,
  );
}

export async function removeLineAction(ref: ListRef, lineItemId: string, name: string): Promise<LineActionResult> {
  const label = typeof name === 'string' ? name.slice(0, 300) : '';
  return applyToList(
    ref,
    () => (!id.safeParse(lineItemId).success ? listTexts.listNotFound : [{ action: 'removeLineItem', lineItemId }]),
    listTexts.lineRemoved(label || 'The item'),
  );
}

const order = z.array(id).min(1).max(shoppingListMaxLines);

/** The whole new order of the list's lines (commercetools changeLineItemsOrder names every line). */
export async function reorderLinesAction(ref: ListRef, lineItemOrder: string[]): Promise<LineActionResult> {
  const parsed = order.safeParse(lineItemOrder);
  return applyToList(
    ref,
    () => (parsed.success ? [{ action: 'changeLineItemsOrder', lineItemOrder: parsed.data }] : listTexts.listNotFound),
    listTexts.lineUpdated,
  );
}

export interface CartFromListResult {
  ok: boolean;
  message: string;
  /** Lines not added, by name, with the reason. */
  notAdded: { name: string; reason: string }[];
}

const cartInput = z.strictObject({ listId: id, lineIds: z.array(id).max(shoppingListMaxLines).optional() });

/**
 * "Add selected" (lineIds) or "Add all" to the cart: the list is read anew, lines no longer sold are reported, the
 * rest goes into the cart in ONE update; a line the API refuses by its sku (restricted, unpriced) is reported and the
 * rest sent again.
 */
export async function addListToCartAction(input: { listId: string; lineIds?: string[] }): Promise<CartFromListResult> {
  const parsed = cartInput.safeParse(input);
  if (!parsed.success) return { ok: false, message: listTexts.noLines, notAdded: [] };
  await requireCustomerForAction(listPath(parsed.data.listId));
  const list = await getMyShoppingList(parsed.data.listId);
  if (!list.ok) return { ok: false, message: failureMessage(list), notAdded: [] };
  const wanted = parsed.data.lineIds && new Set(parsed.data.lineIds);
  const lines = list.value.lineItems.filter((line) => !wanted || wanted.has(line.id));
  if (lines.length === 0) return { ok: false, message: listTexts.noLines, notAdded: [] };
  const notAdded: CartFromListResult['notAdded'] = [];
  let remaining = lines.flatMap((line) => {
    const sku = line.variant?.sku;
    if (sku && line.published && !line.deactivatedAt)
      return [
        {
          sku,
          uom: line.custom.fields.hs_uom,
          quantity: Math.min(line.quantity, cartLimits.maxLineQuantity),
          name: lineName(line),
        },
      ];
    notAdded.push({ name: lineName(line), reason: listTexts.notSold(line.custom.fields.hs_item_number) });
    return [];
  });
  while (remaining.length > 0) {
    const result = await updateCart(
      remaining.map(({ sku, uom, quantity }) => ({ action: 'addLineItem' as const, sku, uom, quantity })),
    );
    if (result.ok) {
      revalidatePath('/', 'layout');
      return { ok: true, message: listTexts.addedToCart(remaining.length), notAdded };
    }
    if (result.reason === 'customerRequired')
      return { ok: false, message: salesRepTexts.customerRequiredToOrder, notAdded };
    const rejected = result.reason === 'rejected' ? result : undefined;
    const refused = rejected && remaining.find((line) => line.sku === rejected.sku);
    if (!rejected || !refused) return { ok: false, message: listTexts.cartFailure, notAdded };
    notAdded.push({ name: refused.name, reason: rejected.message || listTexts.cartFailure });
    remaining = remaining.filter((line) => line !== refused);
  }
  return { ok: false, message: listTexts.cartFailure, notAdded };
}

export interface ImportResult {
  ok: boolean;
  message: string;
  problems: ImportProblem[];
}

/**
 * Import into a list from a CSV file (field `file`) or pasted item numbers (field `codes`): every line is checked and
 * resolved first, unknown ones reported by line, the rest added in ONE list update.
 */
export async function importToListAction(_previous: ImportResult | undefined, posted: unknown): Promise<ImportResult> {
  const form = postedForm(posted);
  const target = listRef.safeParse({ id: form.get('listId'), version: Number(form.get('version')) });
  if (!target.success) return { ok: false, message: listTexts.listNotFound, problems: [] };
  await requireCustomerForAction(listPath(target.data.id));
  const file = form.get('file');
  const pasted = form.get('codes');
  let parsed: ReturnType<typeof parseListCsv>;
  if (file instanceof File && file.size > 0) {
    const decoded = decodeCsv(new Uint8Array(await file.slice(0, 1024 * 1024 + 1).arrayBuffer()));
    parsed = decoded.ok ? parseListCsv(decoded.text) : decoded;
  } else if (typeof pasted === 'string' && pasted.length <= 100_000) parsed = parsePastedCodes(pasted);
  else parsed = { ok: false, message: listTexts.noLines };
  if (!parsed.ok) return { ok: false, message: parsed.message, problems: [] };

  const { resolved, problems } = await resolveCodes(parsed.lines);
  const allProblems = [...parsed.problems, ...problems].sort((a, b) => a.line - b.line);
  if (resolved.length === 0) return { ok: false, message: listTexts.noLines, problems: allProblems };
  const result = await changeList(
    target.data.id,
    resolved.map((line) => ({
      action: 'addLineItem',
      sku: line.sku,
      quantity: line.quantity,
      ...(line.note ? { custom: { fields: { note: line.note } } } : {}),
    })),
    target.data.version,
  );
  revalidatePath(listsPath, 'layout');
  if (!result.ok) return { ok: false, message: result.message, problems: allProblems };
  return { ok: true, message: listTexts.imported(resolved.length, listLabel(result.list)), problems: allProblems };
}

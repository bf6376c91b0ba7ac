'use server';

import { listNameProblem, shoppingListLimits } from '@chairside/domain';
import { z } from 'zod';
import { removeLineAction } from '@/modules/cart/actions';
import { parseQuickOrder, quickOrderTexts, type QuickOrderProblem } from '@/modules/cart/quick-order';
import { resolveCode, type Resolved } from '@/modules/cart/resolve-code';
import { addToListAction } from '@/modules/shopping-lists/actions';
import { entryTexts } from './texts';

type Target = { listId: string } | { newListName: string };

const id = z.string().min(1).max(256);
// The name's rule (1-255 once trimmed) is the domain's; the length cap only keeps hostile input small.
const target = z.union([
  z.strictObject({ listId: id }),
  z
    .strictObject({ newListName: z.string().max(1000) })
    .refine((value) => !listNameProblem({ 'en-US': value.newListName })),
]);

const saveInput = z.strictObject({
  lineItemId: id,
  sku: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(1_000_000),
  name: z.string().max(300),
  target,
});

export type SaveForLaterResult = { ok: boolean; message: string };

/**
 * "Save for later" on a cart line: adds it to the chosen list, then removes it from the cart. A
 * line the list did not take stays in the cart; the removal is the cart page's own action.
 */
export async function saveForLaterAction(input: {
  lineItemId: string;
  sku: string;
  quantity: number;
  name: string;
  target: Target;
}): Promise<SaveForLaterResult> {
  const parsed = saveInput.safeParse(input);
  if (!parsed.success) return { ok: false, message: entryTexts.listFailed };
  const { lineItemId, sku, quantity, name } = parsed.data;
  const added = await addToListAction({ ...parsed.data.target, lines: [{ sku, quantity }] });
  const refused = added.notAdded.find((line) => line.sku === sku);
  if (!added.ok || refused) return { ok: false, message: refused?.reason || added.message || entryTexts.listFailed };
  const removed = await removeLineAction(lineItemId);
  return removed.ok ? { ok: true, message: added.message } : { ok: false, message: entryTexts.savedButKept(name) };
}

export type QuickOrderListResult = {
  ok: boolean;
  message: string;
  /** Lines of the typed text that were not added (unknown item numbers, bad quantities, refused by the list). */
  problems: QuickOrderProblem[];
};

const quickInput = z.strictObject({ text: z.string().max(200_000), target });

/** Quick order's "Add to list": the typed "item number, quantity" lines, resolved as for the cart, into one list. */
export async function quickOrderToListAction(input: { text: string; target: Target }): Promise<QuickOrderListResult> {
  const parsed = quickInput.safeParse(input);
  if (!parsed.success) return { ok: false, message: entryTexts.listFailed, problems: [] };
  const typed = parseQuickOrder(parsed.data.text);
  if (typed.lines.length > shoppingListLimits.maxLines)
    return { ok: false, message: entryTexts.tooManyLines(shoppingListLimits.maxLines), problems: [] };
  const resolved = await Promise.all(typed.lines.map(resolveCode));
  const valid = resolved.filter((entry): entry is Resolved => 'sku' in entry);
  const problems = [...typed.problems, ...resolved.filter((entry): entry is QuickOrderProblem => 'message' in entry)];
  if (valid.length === 0) return { ok: false, message: quickOrderTexts.noLines, problems };
  const added = await addToListAction({
    ...parsed.data.target,
    lines: valid.map(({ sku, quantity }) => ({ sku, quantity })),
  });
  const refused = added.notAdded.flatMap((line) => {
    const typedLine = valid.find((entry) => entry.sku === line.sku);
    return typedLine ? [{ line: typedLine.line, code: typedLine.code, message: line.reason }] : [];
  });
  return { ok: added.ok, message: added.message, problems: [...problems, ...refused].sort((a, b) => a.line - b.line) };
}

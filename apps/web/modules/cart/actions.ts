'use server';

import type { ErrorCode } from '@chairside/contracts';
import { cartLimits, messages, quantityProblem } from '@chairside/domain';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { updateCart } from '@/lib/api/carts';
import { postedForm } from '@/modules/account/validation';
import { salesRepTexts } from '@/modules/sales-rep/texts';
import { analyticsLines, type CartChange } from './cart-lines';
import { parseQuickOrder, quickOrderTexts, type QuickOrderProblem } from './quick-order';
import { resolveCode, type Resolved } from './resolve-code';

export type AddResult = ({ ok: true; message: string } & CartChange) | { ok: false; message: string };

const addInput = z.object({
  sku: z.string().min(1).max(64),
  uom: z.string().min(1).max(16),
  quantity: z.number(),
  productName: z.string().max(300).optional(),
});

/** The header badge and the cart page read the cart on the server: render them again. */
function cartChanged(): void {
  revalidatePath('/', 'layout');
}

/** Adds one sku in the unit of measure chosen (product cards, product page, search, recent items). */
export async function addToCartAction(input: {
  sku: string;
  uom: string;
  quantity: number;
  productName?: string;
}): Promise<AddResult> {
  const parsed = addInput.safeParse(input);
  const failure =
    parsed.success && parsed.data.productName ? messages.addFailure(parsed.data.productName) : messages.addBySkuFailure;
  if (!parsed.success) return { ok: false, message: failure };
  const problem = quantityProblem(parsed.data.quantity, 1);
  if (problem) return { ok: false, message: problem };
  const { sku, uom, quantity } = parsed.data;
  const result = await updateCart([{ action: 'addLineItem', sku, uom, quantity }]);
  if (!result.ok)
    return {
      ok: false,
      message: result.reason === 'customerRequired' ? salesRepTexts.customerRequiredToOrder : failure,
    };
  cartChanged();
  const added = analyticsLines(result.cart, [{ sku, quantity }]);
  const name = parsed.data.productName ?? added[0]?.name ?? sku;
  return { ok: true, message: messages.addSuccess(name), totalItems: result.cart.display.totalItems, added };
}

export type LineResult = { ok: true } | { ok: false; message: string };

const lineId = z.string().min(1).max(64);

/** Quantity 0 removes the line (commercetools changeLineItemQuantity). */
export async function changeQuantityAction(lineItemId: string, quantity: number): Promise<LineResult> {
  const problem = quantityProblem(quantity, 0);
  if (!lineId.safeParse(lineItemId).success) return { ok: false, message: 'No Cart' };
  if (problem) return { ok: false, message: problem };
  const result = await updateCart([{ action: 'changeLineItemQuantity', lineItemId, quantity }]);
  cartChanged();
  return result.ok
    ? { ok: true }
    : { ok: false, message: result.reason === 'rejected' ? result.message : cartTexts.updateFailed };
}

export async function removeLineAction(lineItemId: string): Promise<LineResult> {
  if (!lineId.safeParse(lineItemId).success) return { ok: false, message: 'No Cart' };
  const result = await updateCart([{ action: 'removeLineItem', lineItemId }]);
  cartChanged();
  return result.ok ? { ok: true } : { ok: false, message: cartTexts.updateFailed };
}

export type DiscountCodeResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * The API decides whether a code applies: a refusal is shown as the API words it; an accepted code
 * reports its state on the cart (applied, or waiting for the cart to reach its minimum).
 */
export async function applyDiscountCodeAction(
  _previous: DiscountCodeResult | undefined,
  posted: unknown,
): Promise<DiscountCodeResult> {
  const form = postedForm(posted);
  const code = String(form.get('code') ?? '').trim();
  if (!code || code.length > 256) return { ok: false, message: cartTexts.enterCode };
  const result = await updateCart([{ action: 'addDiscountCode', code }]);
  cartChanged();
  if (!result.ok) return { ok: false, message: result.reason === 'rejected' ? result.message : cartTexts.updateFailed };
  const added = result.cart.display.discountCodes.at(-1);
  return { ok: true, message: added?.message ?? cartTexts.updateFailed };
}

export async function removeDiscountCodeAction(discountCodeId: string): Promise<LineResult> {
  if (!lineId.safeParse(discountCodeId).success) return { ok: false, message: cartTexts.updateFailed };
  const result = await updateCart([
    { action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id: discountCodeId } },
  ]);
  cartChanged();
  return result.ok ? { ok: true } : { ok: false, message: cartTexts.updateFailed };
}

export interface QuickOrderResult {
  added: number;
  problems: QuickOrderProblem[];
  /** Set when the cart update itself failed (nothing was added). */
  failure?: string;
  lines: CartChange['added'];
}

/** Which resolved lines the API refuses, tried alone, so one unsellable item does not block the rest. */
function problemFromApi(line: Resolved, code: ErrorCode | undefined): QuickOrderProblem {
  const message =
    code === 'MatchingPriceNotFound' ? quickOrderTexts.unsellable(line.code) : quickOrderTexts.unknownItem(line.code);
  return { line: line.line, code: line.code, message };
}

/**
 * Quick order (spec-less route, issue 6): many "item number, quantity" lines at once. Unknown and
 * ambiguous item numbers are reported per line; all valid lines go into the cart in one update.
 * When the API refuses that update (e.g. an unsellable item), the refused line is found by its sku
 * and reported, and the rest is sent again in one update.
 */
export async function quickOrderAction(text: string): Promise<QuickOrderResult> {
  if (typeof text !== 'string' || text.length > 200_000)
    return { added: 0, problems: [], failure: quickOrderTexts.noLines, lines: [] };
  const parsed = parseQuickOrder(text);
  const resolved = await Promise.all(parsed.lines.map(resolveCode));
  const problems = [...parsed.problems, ...resolved.filter((entry): entry is QuickOrderProblem => 'message' in entry)];
  const valid = resolved.filter((entry): entry is Resolved => 'sku' in entry);
  if (valid.length === 0)
    return {
      added: 0,
      problems: sortProblems(problems),
      lines: [],
      ...(problems.length === 0 ? { failure: quickOrderTexts.noLines } : {}),
    };

  const outcome = await addSkippingRefused(valid, (line, code) => problemFromApi(line, code));
  return { ...outcome, problems: sortProblems([...problems, ...outcome.problems]) };
}

type AddLine = { sku: string; uom: string; quantity: number };

/**
 * Adds all lines in one cart update. When the API refuses one line (unknown or unsellable sku,
 * named on its error), that line is reported through `refusal` and the rest is sent again.
 */
async function addSkippingRefused<T extends AddLine>(
  lines: T[],
  refusal: (line: T, code: ErrorCode | undefined) => QuickOrderProblem,
): Promise<QuickOrderResult> {
  const problems: QuickOrderProblem[] = [];
  let remaining = lines;
  while (remaining.length > 0) {
    const result = await updateCart(
      remaining.map((line) => ({
        action: 'addLineItem' as const,
        sku: line.sku,
        uom: line.uom,
        quantity: line.quantity,
      })),
    );
    if (result.ok) {
      cartChanged();
      return { added: remaining.length, problems, lines: analyticsLines(result.cart, remaining) };
    }
    if (result.reason === 'customerRequired')
      return { added: 0, problems, failure: salesRepTexts.customerRequiredToOrder, lines: [] };
    const rejected = result.reason === 'rejected' ? result : undefined;
    const refused = rejected && remaining.find((line) => line.sku === rejected.sku);
    if (!rejected || !refused) return { added: 0, problems, failure: messages.addBySkuFailure, lines: [] };
    problems.push(refusal(refused, rejected.code));
    remaining = remaining.filter((line) => line !== refused);
  }
  return { added: 0, problems, lines: [] };
}

const reorderInput = z
  .array(
    z.object({
      sku: z.string().min(1).max(64),
      uom: z.string().min(1).max(16),
      quantity: z.number().int().min(1).max(cartLimits.maxLineQuantity),
      name: z.string().max(300),
    }),
  )
  .min(1)
  .max(cartLimits.maxLineItems);

/** Reorder (issue 6): an order's lines back into the cart in one update; lines no longer sold are reported. */
export async function reorderAction(
  lines: { sku: string; uom: string; quantity: number; name: string }[],
): Promise<QuickOrderResult> {
  const parsed = reorderInput.safeParse(lines);
  if (!parsed.success) return { added: 0, problems: [], failure: messages.addBySkuFailure, lines: [] };
  const numbered = parsed.data.map((line, index) => ({ ...line, line: index + 1 }));
  return addSkippingRefused(numbered, (line) => ({
    line: line.line,
    code: line.sku,
    message: reorderTexts.unavailable(line.name),
  }));
}

const reorderTexts = {
  unavailable: (name: string) => `${name} is no longer available to order online.`,
} as const;

function sortProblems(problems: QuickOrderProblem[]): QuickOrderProblem[] {
  return [...problems].sort((a, b) => a.line - b.line);
}

const cartTexts = {
  updateFailed: 'We were unable to update your cart at this time. Please try again.',
  enterCode: 'Enter a discount code.',
} as const;

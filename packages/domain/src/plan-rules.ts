import { quantityProblem } from './cart-rules';
import { checkoutMessages } from './checkout-permission';
import { deaCheckoutBlockers, type DeaAddressFacts } from './dea';
import { messages } from './messages';
import { isCalendarDate } from './plan-schedule';

/** REPLENISH plan rules (spec §3, §5, §9; issue 16). The API checks every plan it stores with these. */
export const planLimits = {
  minDays: 1,
  maxDays: 365,
  maxItems: 200,
  /** A plan that needs attention is retried once a day, this many times. */
  attentionRetries: 3,
  retryEveryMs: 86_400_000,
} as const;

export const planMessages = {
  planDays: (days: unknown) =>
    `The interval must be a whole number of days from ${planLimits.minDays} to ${planLimits.maxDays}; got ${String(days)}.`,
  dateInvalid: (date: string) => `The next order date must be a calendar date (YYYY-MM-DD); got ${date}.`,
  dateInPast: (today: string) => `The next order date cannot be in the past (today is ${today}).`,
  noItems: 'A REPLENISH plan needs at least one item.',
  tooManyItems: `A REPLENISH plan holds at most ${planLimits.maxItems} items.`,
  duplicateItem: (itemNumber: string, uom: string) => `Item ${itemNumber} (${uom}) is on the plan more than once.`,
  unknownItem: (itemNumber: string, uom: string) => `No product is sold as item ${itemNumber} in unit ${uom}.`,
  itemNotSold: (name: string) => `${name} is no longer sold and cannot be added to a REPLENISH plan.`,
  quantity: (itemNumber: string, problem: string) => `Item ${itemNumber}: ${problem}`,
  noShippingAccount: `${messages.noHsShippingAccount}: a REPLENISH plan ships to an address with an HS shipping account number.`,
  cardRequired: 'Choose a saved card to pay REPLENISH orders by card.',
  /** A run of a card plan whose card is gone (deleted, or never chosen). */
  cardMissing: 'Choose a saved card for this plan, or pay on account.',
  unknownCard: 'The card is not one of your saved cards.',
} as const;

/** Why the interval is refused, or undefined: a whole number of days, 1 to a year. */
export function planDaysProblem(days: unknown): string | undefined {
  const ok =
    typeof days === 'number' && Number.isInteger(days) && days >= planLimits.minDays && days <= planLimits.maxDays;
  return ok ? undefined : planMessages.planDays(days);
}

/** Why the next order date is refused, or undefined: a real date, today or later. */
export function nextOrderDateProblem(date: string, today: string): string | undefined {
  if (!isCalendarDate(date)) return planMessages.dateInvalid(date);
  return date < today ? planMessages.dateInPast(today) : undefined;
}

export interface PlanItemFacts {
  itemNumber: string;
  uom: string;
  quantity: unknown;
}

/** Why the item list is refused, or undefined: 1 to maxItems items, each named, each once, each a valid quantity. */
export function planItemsProblem(items: readonly PlanItemFacts[]): string | undefined {
  if (items.length === 0) return planMessages.noItems;
  if (items.length > planLimits.maxItems) return planMessages.tooManyItems;
  const seen = new Set<string>();
  for (const item of items) {
    if (!item.itemNumber.trim()) return messages.missingHsItemNumber;
    if (!item.uom.trim()) return messages.missingHsUom;
    const key = `${item.itemNumber}\u0000${item.uom}`;
    if (seen.has(key)) return planMessages.duplicateItem(item.itemNumber, item.uom);
    seen.add(key);
    const problem = quantityProblem(item.quantity, 1);
    if (problem) return planMessages.quantity(item.itemNumber, problem);
  }
  return undefined;
}

export interface PlanProductFacts {
  name: string;
  /** The product projection's hs_item_number and hs_uom. */
  itemNumber: string | null;
  uom: string | null;
  published: boolean;
}

/** Why an item cannot be on a plan given the product it names (undefined when none matches), or undefined. */
export function planItemMatchProblem(item: PlanItemFacts, product: PlanProductFacts | undefined): string | undefined {
  if (!product) return planMessages.unknownItem(item.itemNumber, item.uom);
  if (!product.itemNumber) return messages.missingHsItemNumber;
  if (!product.uom) return messages.missingHsUom;
  return product.published ? undefined : planMessages.itemNotSold(product.name);
}

/** A plan ships to an address with an HS shipping account number (spec §5). */
export function planShippingProblem(address: { shippingAccountNumber: string | null } | undefined): string | undefined {
  return address?.shippingAccountNumber ? undefined : planMessages.noShippingAccount;
}

/** The first message about controlled items that may not ship to the plan's address, or undefined. */
export function planDeaProblem(
  items: readonly { sku: string; requiresActiveDeaLicense: boolean }[],
  address: DeaAddressFacts | undefined,
  today: string,
): string | undefined {
  const lines = items.map((item) => ({ lineItemId: item.sku, ...item }));
  return deaCheckoutBlockers(lines, address, today)[0]?.message;
}

export type PlanPayment = 'Net30' | 'CreditCard';

/**
 * Spec §9: Net 30 by default; by card when the office has no terms and a saved card exists (its primary card, else
 * the first).
 */
export function defaultPlanPayment(
  termsAllowed: boolean,
  savedCards: readonly { id: string; isPrimary: boolean }[],
): { paymentType: PlanPayment; cardId: string | null } {
  if (termsAllowed || savedCards.length === 0)
    return { paymentType: termsAllowed ? 'Net30' : 'CreditCard', cardId: null };
  const card = savedCards.find((saved) => saved.isPrimary) ?? savedCards[0];
  return { paymentType: 'CreditCard', cardId: card?.id ?? null };
}

/** Why the plan's payment is refused, or undefined: Net 30 needs terms, a card plan needs one of the saved cards. */
export function planPaymentProblem(payment: {
  paymentType: PlanPayment;
  cardId: string | null;
  termsAllowed: boolean;
  cardIsSaved: boolean;
}): string | undefined {
  if (payment.paymentType === 'Net30') {
    return payment.termsAllowed ? undefined : checkoutMessages.PaymentTermsNotAllowed;
  }
  if (payment.cardId === null) return planMessages.cardRequired;
  return payment.cardIsSaved ? undefined : planMessages.unknownCard;
}

/**
 * After a run that could not place its order: the first failure starts the daily retries, each failed retry uses
 * one up; with none left the plan waits for the customer (`nextRetryAt` null).
 */
export function failedRunRetry(
  plan: { needsAttention: boolean; retriesLeft: number },
  now: Date,
): { retriesLeft: number; nextRetryAt: Date | null } {
  const retriesLeft = plan.needsAttention ? Math.max(plan.retriesLeft - 1, 0) : planLimits.attentionRetries;
  return { retriesLeft, nextRetryAt: retriesLeft > 0 ? new Date(now.getTime() + planLimits.retryEveryMs) : null };
}

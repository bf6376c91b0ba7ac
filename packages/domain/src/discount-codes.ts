import { formatMoney } from './money';

/**
 * Discount codes (spec §3, §4: a code is applied when its state on the cart is MatchesCart), after
 * commercetools' DiscountCode + CartDiscount: a code takes a share of the line items (relative, in
 * permyriad) or a fixed amount off them, inside a validity window, up to a number of uses, and only
 * for carts whose line items reach a minimum. All amounts in cents.
 */
export interface DiscountCodeTerms {
  code: string;
  isActive: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  /** The cart predicate: the line items must total at least this many cents. */
  minimumSubtotal: number | null;
  value: { type: 'relative'; permyriad: number } | { type: 'absolute'; centAmount: number };
  maxApplications: number | null;
  /** Orders placed with the code so far. */
  applications: number;
}

export type DiscountCodeState = 'MatchesCart' | 'DoesNotMatchCart' | 'NotActive' | 'NotValid' | 'MaxApplicationReached';

/** States that stop a code from being added to a cart at all (commercetools DiscountCodeNonApplicable). */
export const refusedDiscountCodeStates: readonly DiscountCodeState[] = [
  'NotActive',
  'NotValid',
  'MaxApplicationReached',
];

/** The code's state for line items totalling `subtotal` cents at `now`. */
export function discountCodeState(terms: DiscountCodeTerms, subtotal: number, now: Date): DiscountCodeState {
  if (!terms.isActive) return 'NotActive';
  if ((terms.validFrom && now < terms.validFrom) || (terms.validUntil && now >= terms.validUntil)) return 'NotValid';
  if (terms.maxApplications !== null && terms.applications >= terms.maxApplications) return 'MaxApplicationReached';
  if (terms.minimumSubtotal !== null && subtotal < terms.minimumSubtotal) return 'DoesNotMatchCart';
  return 'MatchesCart';
}

export interface AppliedDiscountCode {
  code: string;
  state: DiscountCodeState;
  /** Cents taken off the line items (0 unless MatchesCart). */
  amount: number;
}

/**
 * The codes of a cart in the order they were added: each matching code takes its value off what
 * the codes before it left (never below zero); the minimum is checked against the undiscounted
 * line items, as a cart predicate on the line items would be.
 */
export function applyDiscountCodes(
  codes: readonly DiscountCodeTerms[],
  subtotal: number,
  now: Date,
): { applied: AppliedDiscountCode[]; discountTotal: number } {
  let remaining = subtotal;
  const applied = codes.map((terms) => {
    const state = discountCodeState(terms, subtotal, now);
    if (state !== 'MatchesCart') return { code: terms.code, state, amount: 0 };
    const wanted =
      terms.value.type === 'relative'
        ? Math.round((remaining * terms.value.permyriad) / 10_000)
        : terms.value.centAmount;
    const amount = Math.min(Math.max(wanted, 0), remaining);
    remaining -= amount;
    return { code: terms.code, state, amount };
  });
  return { applied, discountTotal: subtotal - remaining };
}

/** Codes are typed by people: compared without case and surrounding spaces. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

export const discountCodeMessages = {
  notFound: (code: string) => `The discount code '${code}' was not found.`,
  alreadyApplied: (code: string) => `The discount code '${code}' is already applied to your cart.`,
  applied: (code: string) => `The discount code '${code}' has been applied.`,
  removed: (code: string) => `The discount code '${code}' has been removed.`,
  state: (code: string, state: DiscountCodeState, minimumSubtotal: number | null): string => {
    switch (state) {
      case 'MatchesCart':
        return discountCodeMessages.applied(code);
      case 'DoesNotMatchCart':
        return minimumSubtotal !== null
          ? `The discount code '${code}' applies to orders of ${formatMoney(minimumSubtotal)} or more; it will apply once your items reach that amount.`
          : `The discount code '${code}' does not apply to the items in your cart.`;
      case 'NotActive':
        return `The discount code '${code}' is no longer active.`;
      case 'NotValid':
        return `The discount code '${code}' is not valid at this time.`;
      case 'MaxApplicationReached':
        return `The discount code '${code}' has reached its maximum number of uses.`;
    }
  },
} as const;

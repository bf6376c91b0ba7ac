import type { RepriceChange } from '@chairside/contracts';
import {
  discountCodeRepository,
  type CartLineRecord,
  type CartRecord,
  type Db,
  type OfficeRecord,
} from '@chairside/db';
import {
  cartSummaryWithCodes,
  checkoutRefusal,
  deaCheckoutBlockers,
  isoDate,
  type CartSummary,
  type DeaCheckoutBlocker,
  type PaymentChoice,
} from '@chairside/domain';
import { loadCartCodes } from './cart-codes';
import type { CartDraft } from './cart-draft';
import { loadCatalog } from './catalog';
import { engineErrors } from './engine-errors';
import { linePriceOf } from './line-pricing';
import type { PricingTarget } from './pricing-target';
import { repriceDraft } from './reprice';

/**
 * Re-selects every line's price for the office the order is placed in; refuses lines no longer sellable. `changed`
 * says the order may not go ahead at these prices unseen.
 */
export async function repriceForOrder(
  tx: Db,
  draft: CartDraft,
  target: PricingTarget,
  at: Date,
): Promise<{ changes: RepriceChange[]; changed: boolean }> {
  const catalog = await loadCatalog(tx, { skus: draft.lines.map((line) => line.sku), productIds: [] }, at);
  const unsellable = draft.lines.filter((line) => {
    const prices = catalog.prices.get(line.sku);
    return !catalog.variantBySku.has(line.sku) || !prices || !linePriceOf(prices, target, at);
  });
  if (unsellable.length > 0) throw engineErrors.unsellable(unsellable.map((line) => line.sku));
  // Another office or contract is news to the customer; new loyalty terms are only when a line's price moved.
  const moved =
    draft.cart.businessUnitId !== target.businessUnitId || draft.cart.pricingChannelId !== target.pricingChannelId;
  const changes = await repriceDraft(tx, draft, target, at, catalog);
  return { changes, changed: moved || changes.length > 0 };
}

type CartAddress = NonNullable<CartRecord['shippingAddress']>;

/** The shipping address an order can go to: chosen, eligible for online ordering, with an account and a warehouse. */
export function orderableAddress(address: CartAddress | undefined): CartAddress & { warehouseChannelId: string } {
  if (!address) throw engineErrors.noShippingAddress();
  if (!address.eligibleForOnlineOrdering || !address.shippingAccountNumber || !address.warehouseChannelId)
    throw engineErrors.addressNotEligible();
  return { ...address, warehouseChannelId: address.warehouseChannelId };
}

/** Spec §5 checkout permission (checkout_declined, checkout_approved, terms_allowed) of the office for the payment. */
export function assertMayCheckOut(office: OfficeRecord, payment: PaymentChoice): void {
  const refusal = checkoutRefusal(office, payment);
  if (refusal) throw engineErrors.refused(refusal);
}

/** The lines that may not ship to the address: controlled items need a DEA license active on `at`'s day. */
export function deaBlockersOf(
  lines: readonly CartLineRecord[],
  address: CartAddress | null | undefined,
  at: Date,
): DeaCheckoutBlocker[] {
  return deaCheckoutBlockers(
    lines.map((line) => ({
      lineItemId: line.id,
      sku: line.sku,
      requiresActiveDeaLicense: line.requiresActiveDeaLicense,
    })),
    address ?? null,
    isoDate(at),
  );
}

/** Controlled items ship only to an address with a DEA license active on the order's day (DESIGN.md §5). */
export function assertDeaCleared(draft: CartDraft, address: CartAddress, at: Date): void {
  const blockers = deaBlockersOf(draft.lines, address, at);
  if (blockers.length > 0) throw engineErrors.deaBlocked(blockers);
}

export interface SettledCodes {
  summary: CartSummary;
  /** Each code of the cart with its state and the amount it took off when the order was placed. */
  discountCodes: { id: string; code: string; state: string; amount: number }[];
}

/**
 * Totals with the cart's discount codes as they stand now (spec §9 fees and totals); the codes that apply are counted
 * inside the order's transaction, and a code used up meanwhile by other orders refuses this one rather than going
 * over its limit.
 */
export async function settleTotals(tx: Db, draft: CartDraft, at: Date): Promise<SettledCodes> {
  const { cart } = draft;
  const codes = await loadCartCodes(tx, cart);
  const summary = cartSummaryWithCodes(
    draft.lines,
    cart.shippingInfo,
    codes.map((code) => code.terms),
    at,
  );
  const discountCodes = codes.map((code, index) => ({
    id: code.id,
    code: code.terms.code,
    state: summary.discountCodes[index]!.state,
    amount: summary.discountCodes[index]!.amount,
  }));
  const usedUp = discountCodes.filter((code) => code.state === 'MaxApplicationReached');
  if (usedUp.length > 0) throw engineErrors.discountCodeUsedUp(usedUp.map((code) => code.code).join(', '));
  const applied = discountCodes.filter((code) => code.state === 'MatchesCart');
  if (!(await discountCodeRepository(tx).recordApplications(applied.map((code) => code.id))))
    throw engineErrors.discountCodeUsedUp(applied.map((code) => code.code).join(', '));
  return { summary, discountCodes };
}

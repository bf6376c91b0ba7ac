import { sameLoyaltyTerms, type LoyaltyTerms } from '@chairside/domain';
import type { Office, SubjectOffices } from '../../access/request-context';
import type { PricingTerms } from './line-pricing';

/** Which office a cart belongs to, which pricing contract prices its lines and the loyalty terms the office has. */
export interface PricingTarget {
  businessUnitId: string | null;
  pricingChannelId: string | null;
  loyalty: LoyaltyTerms | null;
}

/** How an office's lines are priced: its pricing contract (or retail) and its loyalty terms. */
export const pricingTermsOf = (office: Office | undefined): PricingTerms => ({
  pricingChannelId: office?.pricingContractChannelId ?? null,
  loyalty: office?.loyalty ?? null,
});

/** A subject's cart is priced for the session's active office, its contract and loyalty; without an office, retail. */
export function pricingTargetOf({ active }: SubjectOffices): PricingTarget {
  return { businessUnitId: active?.id ?? null, ...pricingTermsOf(active) };
}

/** A cart's pricing (as stored on it) differs from the target's: the cart must be repriced. */
export const targetMoved = (
  cart: { businessUnitId: string | null; pricingChannelId: string | null; loyalty: LoyaltyTerms | null },
  target: PricingTarget,
) =>
  cart.businessUnitId !== target.businessUnitId ||
  cart.pricingChannelId !== target.pricingChannelId ||
  !sameLoyaltyTerms(cart.loyalty, target.loyalty);

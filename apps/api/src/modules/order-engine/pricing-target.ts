import type { SubjectOffices } from '../../access/request-context';

/** Which office a cart belongs to and which pricing contract prices its lines. */
export interface PricingTarget {
  businessUnitId: string | null;
  pricingChannelId: string | null;
}

/** A subject's cart is priced for the session's active office and its contract; without an office, at retail. */
export function pricingTargetOf({ active }: SubjectOffices): PricingTarget {
  return { businessUnitId: active?.id ?? null, pricingChannelId: active?.pricingContractChannelId ?? null };
}

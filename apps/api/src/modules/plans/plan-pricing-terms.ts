import type { PricingTerms } from '../order-engine';

/**
 * REPLENISH plans are priced by their office's contract or at retail with the replenish discount (spec §9); ASAP
 * loyalty is not applied to plan orders yet (issue 19 leaves it for later: a run has no programme or spend window).
 */
export const retailOrContract = (pricingChannelId: string | null): PricingTerms => ({
  pricingChannelId,
  loyalty: null,
});

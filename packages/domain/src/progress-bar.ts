/** The spend progress bar (spec §9): $800 saves 20%, $1,500 saves 25%; the bar fills toward $1,500. */
export const progressTiers = [
  { spend: 800, percentOff: 20 },
  { spend: 1500, percentOff: 25 },
] as const;

export interface ProgressBarState {
  /** Whole dollars counted toward the tiers. */
  spend: number;
  /** 0..100, share of the top tier reached. */
  fillPercent: number;
  /** The next tier not yet reached, if any. */
  nextTier: { spend: number; percentOff: number; remaining: number } | undefined;
  /** The best tier reached, if any. */
  reachedPercentOff: number | undefined;
  text: string;
}

/**
 * Spend counted = total minus minimum-order fee, handling fee and shipping, in whole currency units
 * (cents are dropped). Inputs are cents.
 */
export function progressBar(input: {
  total: number;
  minimumOrderFee: number;
  handlingFee: number;
  shipping: number;
}): ProgressBarState {
  const spend = Math.max(
    0,
    Math.floor((input.total - input.minimumOrderFee - input.handlingFee - input.shipping) / 100),
  );
  const top = progressTiers[progressTiers.length - 1]!;
  const next = progressTiers.find((tier) => spend < tier.spend);
  const reached = [...progressTiers].reverse().find((tier) => spend >= tier.spend);
  return {
    spend,
    fillPercent: Math.min(100, Math.round((spend / top.spend) * 10_000) / 100),
    nextTier: next ? { ...next, remaining: next.spend - spend } : undefined,
    reachedPercentOff: reached?.percentOff,
    text: next ? `Spend $ ${next.spend - spend} more to save ${next.percentOff}%` : 'Goal Reached!',
  };
}

import type { AsapProgramme, LoyaltyTierDto } from '@chairside/contracts';
import { formatMoney, percentOf, type LoyaltyProgramme } from '@chairside/domain';

/** How the storefront names an asap_product_category, with what it covers (the demo's top categories). */
const categoryNames: Record<string, { label: string; examples: string }> = {
  consumables: { label: 'Consumables', examples: 'gloves, infection control, restoratives' },
  instruments: { label: 'Instruments', examples: 'hand instruments, burs, cassettes' },
  implants: { label: 'Dental implants', examples: 'implants, abutments, components' },
  biologics: { label: 'Bone grafting and biologics', examples: 'graft materials, membranes' },
  equipment: { label: 'Equipment', examples: 'small equipment, handpieces, units' },
};

/** A category's name on the page: known ones by name, any other one (a newer programme's) from its key. */
export function categoryLabel(category: string): string {
  return categoryNames[category]?.label ?? category.charAt(0).toUpperCase() + category.slice(1).replaceAll('-', ' ');
}

export const categoryExamples = (category: string): string | undefined => categoryNames[category]?.examples;

/** "4%" or "2.5%": percentages as the programme states them. */
export const formatPercent = (percent: number) => `${Number(percent.toFixed(2))}%`;

/** "$10,000" for a tier threshold (whole dollars), "$0" for the first. */
export const formatThreshold = (cents: number) => formatMoney(cents).replace(/\.00$/, '');

export interface CategoryRow {
  category: string;
  label: string;
  examples: string | undefined;
  /** The category's percentage with the tier's bonus points. */
  percent: number;
}

/** The categories that earn something, highest percentage first, with the tier's points added. */
export function categoryRows(programme: AsapProgramme, tier?: LoyaltyTierDto): CategoryRow[] {
  const bonus = tier?.bonus_percent ?? 0;
  return programme.categories
    .filter((entry) => entry.percent > 0)
    .map((entry) => ({
      category: entry.category,
      label: categoryLabel(entry.category),
      examples: categoryExamples(entry.category),
      percent: entry.percent + bonus,
    }))
    .sort((a, b) => b.percent - a.percent);
}

/** "+1 point" / "+2 points"; the first tier adds nothing. */
export const tierBonusLabel = (tier: LoyaltyTierDto) =>
  tier.bonus_percent === 0
    ? 'Base percentages'
    : `+${formatPercent(tier.bonus_percent).replace('%', '')} ${tier.bonus_percent === 1 ? 'point' : 'points'}`;

export interface WorkedExample {
  spend: string;
  goods: string;
  /** How the percentage is made: the category's base and the tier's points. */
  how: string;
  tier: string;
  percent: string;
  saving: string;
  text: string;
}

/**
 * The programme page's example: $1,000 of the best-earning category at the second tier (the first a practice reaches
 * by buying), e.g. "$1,000 of gloves at Silver saves $50".
 */
export function workedExample(programme: AsapProgramme, spendCents = 100_000): WorkedExample | undefined {
  const [best] = categoryRows(programme);
  const tier = programme.tiers[1] ?? programme.tiers[0];
  if (!best || !tier) return undefined;
  const percent = best.percent + tier.bonus_percent;
  const goods = best.examples?.split(',')[0] ?? best.label.toLowerCase();
  const spend = formatThreshold(spendCents);
  const saving = formatMoney(percentOf(spendCents, percent)).replace(/\.00$/, '');
  const how = `${best.label} earn ${formatPercent(best.percent)} off retail${
    tier.bonus_percent > 0 ? `, plus ${tierBonusLabel(tier).slice(1)} at ${tier.name}` : ''
  }: ${formatPercent(percent)} of ${spend} is ${saving}.`;
  return {
    spend,
    goods,
    how,
    tier: tier.name,
    percent: formatPercent(percent),
    saving,
    text: `${spend} of ${goods} at ${tier.name} saves ${saving}`,
  };
}

/** The programme as the domain's rules take it (to preview whether an office could enrol; the API decides). */
export function domainProgramme(programme: AsapProgramme): LoyaltyProgramme {
  return {
    categoryPercents: Object.fromEntries(programme.categories.map((entry) => [entry.category, entry.percent])),
    tiers: programme.tiers.map((tier) => ({
      name: tier.name,
      minSpend: tier.min_spend,
      bonusPercent: tier.bonus_percent,
    })),
    buyingGroups: programme.buying_groups,
    excludeControlled: programme.excludes_controlled,
    yearStartMonth: programme.year_start_month,
  };
}

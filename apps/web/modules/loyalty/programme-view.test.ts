import type { AsapProgramme } from '@chairside/contracts';
import { describe, expect, it } from 'vitest';
import { categoryLabel, categoryRows, formatThreshold, tierBonusLabel, workedExample } from './programme-view';

const programme: AsapProgramme = {
  categories: [
    { category: 'equipment', percent: 1 },
    { category: 'consumables', percent: 4 },
    { category: 'instruments', percent: 3 },
    { category: 'pharmaceuticals', percent: 0 },
  ],
  tiers: [
    { name: 'Member', min_spend: 0, bonus_percent: 0 },
    { name: 'Silver', min_spend: 1_000_000, bonus_percent: 1 },
    { name: 'Gold', min_spend: 2_500_000, bonus_percent: 2 },
  ],
  buying_groups: ['Heartland Dental Cooperative'],
  excludes_controlled: true,
  year_start_month: 1,
};

describe('categoryRows', () => {
  it('lists the earning categories, best first, with the tier points added', () => {
    expect(categoryRows(programme).map((row) => [row.label, row.percent])).toEqual([
      ['Consumables', 4],
      ['Instruments', 3],
      ['Equipment', 1],
    ]);
    expect(categoryRows(programme, programme.tiers[2]).map((row) => row.percent)).toEqual([6, 5, 3]);
  });

  it('names a category it does not know from its key', () => {
    expect(categoryLabel('infection-control')).toBe('Infection control');
  });
});

describe('workedExample', () => {
  it('is $1,000 of gloves at Silver: 4% + 1 point saves $50', () => {
    expect(workedExample(programme)).toMatchObject({
      text: '$1,000 of gloves at Silver saves $50',
      percent: '5%',
      how: 'Consumables earn 4% off retail, plus 1 point at Silver: 5% of $1,000 is $50.',
    });
  });

  it('has nothing to show for a programme without earning categories', () => {
    expect(workedExample({ ...programme, categories: [] })).toBeUndefined();
  });
});

describe('tier labels', () => {
  it('shows thresholds in whole dollars and the points a tier adds', () => {
    expect(formatThreshold(2_500_000)).toBe('$25,000');
    expect(formatThreshold(0)).toBe('$0');
    expect(programme.tiers.map(tierBonusLabel)).toEqual(['Base percentages', '+1 point', '+2 points']);
  });
});

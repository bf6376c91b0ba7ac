import type { AsapProgramme, Customer, LoyaltyOverview } from '@chairside/contracts';
import { describe, expect, it } from 'vitest';
import { enrolmentChoice, statementGroups, tierProgress } from './standing-view';

const member = { name: 'Member', min_spend: 0, bonus_percent: 0 };
const silver = { name: 'Silver', min_spend: 1_000_000, bonus_percent: 1 };
const gold = { name: 'Gold', min_spend: 2_500_000, bonus_percent: 2 };

describe('tierProgress', () => {
  it('measures the way from this tier to the next, with the amount still needed', () => {
    expect(tierProgress({ spend_12_months: 1_750_000, tier: silver, next_tier: gold, to_next_tier: 750_000 })).toEqual({
      min: 10_000,
      max: 25_000,
      now: 17_500,
      percent: 50,
      text: '$17,500.00 of $25,000.00 toward Gold: $7,500.00 to go',
    });
  });

  it('starts empty exactly at a threshold and is full at the top tier', () => {
    expect(
      tierProgress({ spend_12_months: 1_000_000, tier: silver, next_tier: gold, to_next_tier: 1_500_000 }).percent,
    ).toBe(0);
    const top = tierProgress({ spend_12_months: 3_000_000, tier: gold, next_tier: undefined, to_next_tier: 0 });
    expect(top).toMatchObject({ percent: 100, now: 30_000, max: 30_000 });
    expect(top.text).toContain('Gold is the top tier');
  });

  it('never runs past either end', () => {
    expect(
      tierProgress({ spend_12_months: 0, tier: member, next_tier: silver, to_next_tier: 1_000_000 }),
    ).toMatchObject({
      percent: 0,
      now: 0,
      max: 10_000,
    });
  });
});

const programme: AsapProgramme = {
  categories: [{ category: 'consumables', percent: 4 }],
  tiers: [member, silver, gold],
  buying_groups: ['Heartland Dental Cooperative'],
  excludes_controlled: true,
  year_start_month: 1,
};
const customer = (fields: Partial<Customer['custom']['fields']>) =>
  ({ custom: { fields: { asap_enrolled: false, ...fields } } }) as Pick<Customer, 'custom'>;

describe('enrolmentChoice', () => {
  it("follows the API's status when it names one", () => {
    expect(enrolmentChoice('Enrolled', customer({}), programme)).toEqual({ kind: 'enrolled' });
    expect(enrolmentChoice('OnPricingContract', customer({}), programme)).toEqual({
      kind: 'ineligible',
      reason: 'OnPricingContract',
    });
  });

  it('offers the form to a retail office, in a participating buying group or none', () => {
    expect(enrolmentChoice('NotEnrolled', customer({}), programme)).toEqual({ kind: 'form' });
    expect(
      enrolmentChoice('NotEnrolled', customer({ buying_group: 'Heartland Dental Cooperative' }), programme),
    ).toEqual({ kind: 'form' });
  });

  it('explains instead of offering a form the API would refuse (spec §5)', () => {
    const contract = customer({ pricing_contract: { typeId: 'channel', id: 'c1' } });
    expect(enrolmentChoice('NotEnrolled', contract, programme)).toEqual({
      kind: 'ineligible',
      reason: 'OnPricingContract',
    });
    expect(
      enrolmentChoice('NotEnrolled', customer({ buying_group: 'Great Lakes Purchasing Network' }), programme),
    ).toEqual({
      kind: 'ineligible',
      reason: 'BuyingGroupNotParticipating',
    });
  });
});

describe('statementGroups', () => {
  const statement = (period: string): LoyaltyOverview['statements'][number] => ({
    period,
    label: period,
    from: '2026-01-01',
    to: '2026-12-31',
  });

  it('puts programme years before quarters and leaves out an empty group', () => {
    expect(
      statementGroups([statement('2026-Q3'), statement('2026'), statement('2026-Q2'), statement('2025')]).map(
        (group) => [group.title, group.statements.map((entry) => entry.period)],
      ),
    ).toEqual([
      ['Annual statements', ['2026', '2025']],
      ['Quarterly statements', ['2026-Q3', '2026-Q2']],
    ]);
    expect(statementGroups([statement('2026')]).map((group) => group.title)).toEqual(['Annual statements']);
    expect(statementGroups([])).toEqual([]);
  });
});

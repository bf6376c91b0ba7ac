import { describe, expect, it } from 'vitest';
import { formatPlanDate, nextOrderText, planLabel, suggestedFirstDate, todayOf } from './plan-view';

const item = (name: string) => ({ name }) as Parameters<typeof planLabel>[0]['plan_items'][number];

describe('plan view', () => {
  it.each([
    ['2026-11-24T04:59:00Z', '2026-11-23'],
    ['2026-11-24T05:00:00Z', '2026-11-24'],
    ['2026-07-01T03:59:00Z', '2026-06-30'],
    ['2026-07-01T04:00:00Z', '2026-07-01'],
  ])('today at %s is %s in Eastern time, across daylight saving', (now, today) => {
    expect(todayOf(new Date(now))).toBe(today);
  });

  it('formats a calendar date without shifting the day', () => {
    expect(formatPlanDate('2026-12-01')).toBe('Tue, Dec 1, 2026');
  });

  it.each([
    [[], 'No items yet'],
    [[item('Gloves')], 'Gloves'],
    [[item('Gloves'), item('Masks'), item('Bibs')], 'Gloves + 2 more'],
  ])('names a plan after its first item', (items, label) => {
    expect(planLabel({ plan_items: items })).toBe(label);
  });

  it('says when the next order is skipped or the plan paused', () => {
    const plan = { status: 'Active' as const, is_skipped: false, next_order_date: '2026-12-01' };
    expect(nextOrderText(plan)).toBe('Tue, Dec 1, 2026');
    expect(nextOrderText({ ...plan, is_skipped: true })).toBe('Tue, Dec 1, 2026 (skipped)');
    expect(nextOrderText({ ...plan, status: 'Paused' })).toBe('Paused');
  });

  it.each([
    ['2026-11-10T15:00:00Z', 28, '2026-12-08'],
    ['2026-10-01T15:00:00Z', 28, '2026-11-25'],
    ['2026-11-24T02:00:00Z', 1, '2026-11-25'],
  ])('a suggestion last ordered at %s every %i days starts on %s', (last, days, expected) => {
    expect(suggestedFirstDate(last, days, '2026-11-24')).toBe(expected);
  });
});

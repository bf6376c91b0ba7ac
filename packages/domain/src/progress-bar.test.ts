import { describe, expect, it } from 'vitest';
import { progressBar } from './progress-bar';

describe('spend progress bar (spec §9)', () => {
  it.each([
    // total includes fees; spend excludes minimum-order fee, handling and shipping, in whole dollars
    {
      total: 10_000 + 599 + 949,
      minimumOrderFee: 949,
      shipping: 0,
      spend: 100,
      text: 'Spend $ 700 more to save 20%',
      fill: 6.67,
      reached: undefined,
    },
    {
      total: 79_999 + 599,
      minimumOrderFee: 0,
      shipping: 0,
      spend: 799,
      text: 'Spend $ 1 more to save 20%',
      fill: 53.27,
      reached: undefined,
    },
    {
      total: 80_000 + 599,
      minimumOrderFee: 0,
      shipping: 0,
      spend: 800,
      text: 'Spend $ 700 more to save 25%',
      fill: 53.33,
      reached: 20,
    },
    {
      total: 150_000 + 599 + 1_500,
      minimumOrderFee: 0,
      shipping: 1_500,
      spend: 1500,
      text: 'Goal Reached!',
      fill: 100,
      reached: 25,
    },
    {
      total: 400_000 + 599,
      minimumOrderFee: 0,
      shipping: 0,
      spend: 4000,
      text: 'Goal Reached!',
      fill: 100,
      reached: 25,
    },
    {
      total: 599 + 949,
      minimumOrderFee: 949,
      shipping: 0,
      spend: 0,
      text: 'Spend $ 800 more to save 20%',
      fill: 0,
      reached: undefined,
    },
  ])('total $total → spend $spend: "$text"', ({ total, minimumOrderFee, shipping, spend, text, fill, reached }) => {
    const state = progressBar({ total, minimumOrderFee, handlingFee: 599, shipping });
    expect(state.spend).toBe(spend);
    expect(state.text).toBe(text);
    expect(state.fillPercent).toBe(fill);
    expect(state.reachedPercentOff).toBe(reached);
  });
});

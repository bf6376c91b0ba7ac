import { formatMoney } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { loyaltyLineText } from './line-loyalty';

describe('loyaltyLineText', () => {
  it('names the category, percentage and the saving per unit and in all', () => {
    expect(
      loyaltyLineText({ category: 'consumables', percent: 5, unit_saving: 100, total_saving: 300 }, (cents) =>
        formatMoney(cents),
      ),
    ).toBe('ASAP loyalty: Consumables 5% off, −$1.00 each, −$3.00 in all');
  });

  it('leaves the category out when the line does not name one', () => {
    expect(loyaltyLineText({ percent: 2.5, unit_saving: 10, total_saving: 10 }, (cents) => formatMoney(cents))).toBe(
      'ASAP loyalty: 2.5% off, −$0.10 each, −$0.10 in all',
    );
  });
});

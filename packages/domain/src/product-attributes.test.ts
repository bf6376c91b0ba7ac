import { describe, expect, it } from 'vitest';
import { attributeLabel, describeAttributes, formatAttributeValue, requiresDeaLicense } from './product-attributes';

const variant = (attributes: Record<string, unknown>) => ({
  attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
});

describe('product attributes', () => {
  it('labels known attributes and hides internal ones', () => {
    expect(attributeLabel('latex_free')).toBe('Latex free');
    expect(attributeLabel('hs_sku')).toBeUndefined();
  });

  it.each([
    [true, 'Yes'],
    [false, 'No'],
    [12, '12'],
    ['consumables', 'Consumables'],
    ['Surgical Carbide', 'Surgical Carbide'],
    [{ key: 'x', label: 'Friction Grip' }, 'Friction Grip'],
    [null, ''],
  ])('formats %j as %j', (value, text) => expect(formatAttributeValue(value)).toBe(text));

  it('builds one row per attribute in a fixed order, joining values that differ by unit', () => {
    const rows = describeAttributes([
      variant({ hs_sku: 'A-BX', latex_free: true, brand: 'Puretek', style: 'Small' }),
      variant({ hs_sku: 'A-CS', latex_free: true, brand: 'Puretek', style: 'Large' }),
    ]);
    expect(rows.map((row) => `${row.label}: ${row.value}`)).toEqual([
      'Brand: Puretek',
      'Style: Small / Large',
      'Latex free: Yes',
    ]);
  });

  it('flags controlled products when any unit requires a DEA license', () => {
    expect(
      requiresDeaLicense([
        variant({ requires_active_dea_license: false }),
        variant({ requires_active_dea_license: true }),
      ]),
    ).toBe(true);
    expect(requiresDeaLicense([variant({ requires_active_dea_license: false })])).toBe(false);
    expect(requiresDeaLicense([variant({})])).toBe(false);
  });
});

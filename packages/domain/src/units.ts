/** Human names of the units of measure products are sold in (hs_uom). */
const unitNames: Record<string, { one: string; many: string }> = {
  EA: { one: 'each', many: 'each' },
  BX: { one: 'box', many: 'boxes' },
  CS: { one: 'case', many: 'cases' },
  PK: { one: 'pack', many: 'packs' },
  BG: { one: 'bag', many: 'bags' },
  BT: { one: 'bottle', many: 'bottles' },
  KT: { one: 'kit', many: 'kits' },
  VL: { one: 'vial', many: 'vials' },
};

export interface SellingUnit {
  uom: string;
  /** Base items in one unit (count_per_unit): a case of 10 boxes of 100 holds 1,000. */
  countPerUnit: number;
}

function unitName(uom: string): { one: string; many: string } {
  return unitNames[uom] ?? { one: uom, many: uom };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Labels for a product's units, smallest first, each described by the unit below it when it holds a
 * whole number of them: "Box of 100", "Case of 10 boxes"; a single item is "Each".
 */
export function unitLabels(units: readonly SellingUnit[]): string[] {
  const ordered = [...units].sort((a, b) => a.countPerUnit - b.countPerUnit);
  const labels = new Map<SellingUnit, string>();
  ordered.forEach((unit, index) => {
    const name = unitName(unit.uom);
    const smaller = ordered[index - 1];
    if (unit.countPerUnit <= 1) labels.set(unit, unit.uom === 'EA' ? 'Each' : capitalize(name.one));
    else if (smaller && smaller.countPerUnit > 1 && unit.countPerUnit % smaller.countPerUnit === 0) {
      labels.set(
        unit,
        `${capitalize(name.one)} of ${unit.countPerUnit / smaller.countPerUnit} ${unitName(smaller.uom).many}`,
      );
    } else labels.set(unit, `${capitalize(name.one)} of ${unit.countPerUnit}`);
  });
  return units.map((unit) => labels.get(unit)!);
}

/** The unit single items are counted in: the secondary unit of measure of stock answers. */
export const singleItemUom = 'EA';

/**
 * A quantity of `unit` counted in single items (a case of 10 boxes of 100: 1 case = 1,000 each).
 * A unit without a known count (absent or not a positive whole number) counts as one item.
 */
export function toSingleItems(quantity: number, unit: Pick<SellingUnit, 'countPerUnit'>): number {
  const count = Number.isInteger(unit.countPerUnit) && unit.countPerUnit > 0 ? unit.countPerUnit : 1;
  return quantity * count;
}

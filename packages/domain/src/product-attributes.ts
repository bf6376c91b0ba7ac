/**
 * How product attributes read on the storefront (spec §3 attribute list). Attributes describing the
 * unit of sale (sku, item number, uom, count) are shown in the units table, not here.
 */
const attributeLabels: Record<string, string> = {
  brand: 'Brand',
  style: 'Style',
  length: 'Length',
  bur_type: 'Bur type',
  latex_free: 'Latex free',
  sterile: 'Sterile',
  powdered: 'Powdered',
  disposable: 'Disposable',
  textured: 'Textured',
  replenishable: 'Available for REPLENISH',
  requires_active_dea_license: 'Requires an active DEA license',
  asap_product_category: 'ASAP product category',
};

/** The readable label of an attribute ("latex_free" → "Latex free"), or undefined for internal ones. */
export function attributeLabel(name: string): string | undefined {
  return attributeLabels[name];
}

/** A value as text: booleans read Yes/No, "consumables" reads "Consumables". */
export function formatAttributeValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string')
    return /^[a-z]/.test(value) ? value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ') : value;
  if (value && typeof value === 'object' && 'label' in value)
    return formatAttributeValue((value as { label: unknown }).label);
  return '';
}

export interface AttributeRow {
  name: string;
  label: string;
  value: string;
}

/**
 * The product's readable attribute table from all its variants, in label order. A value that differs
 * between units lists every distinct value ("Small / Large").
 */
export function describeAttributes(
  variants: readonly { attributes: readonly { name: string; value: unknown }[] }[],
): AttributeRow[] {
  const values = new Map<string, string[]>();
  for (const variant of variants) {
    for (const { name, value } of variant.attributes) {
      if (!attributeLabels[name]) continue;
      const text = formatAttributeValue(value);
      const seen = values.get(name) ?? [];
      if (text && !seen.includes(text)) seen.push(text);
      values.set(name, seen);
    }
  }
  const order = Object.keys(attributeLabels);
  return [...values.entries()]
    .filter(([, texts]) => texts.length > 0)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([name, texts]) => ({ name, label: attributeLabels[name]!, value: texts.join(' / ') }));
}

/** Controlled items ship only to an address with an active DEA registration (DESIGN.md §5). */
export function requiresDeaLicense(
  variants: readonly { attributes: readonly { name: string; value: unknown }[] }[],
): boolean {
  return variants.some((variant) =>
    variant.attributes.some(
      (attribute) => attribute.name === 'requires_active_dea_license' && attribute.value === true,
    ),
  );
}

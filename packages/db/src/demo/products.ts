import type { CategoryLeaf } from './categories';
import { Random } from './random';
import type { ProductRow, VariantRow } from './rows';
import { en, slugify } from './text';
import { uomNames, type Attributes, type Pack, type Term } from './vocabulary';

export interface GeneratedProduct {
  product: ProductRow;
  variants: VariantRow[];
  /** The packaging rung of each variant, in variant order. */
  packs: readonly Pack[];
  leaf: CategoryLeaf;
}

const imageLabels = ['Product', 'Packaging', 'Detail'];
const instructionsForUse = { name: 'Instructions for use', url: '/downloads/instructions-for-use.pdf' };

/** Product number `index` of the catalogue: a name from its category's vocabulary, one variant per unit of measure. */
export function generateProduct(seed: number, index: number, leaves: readonly CategoryLeaf[]): GeneratedProduct {
  const random = Random.for(seed, 'product', index);
  const leaf = random.weighted(leaves, (candidate) => candidate.share);
  const { family, top } = leaf;
  const terms = [random.pick(family.nouns), ...(family.options ?? []).map((dimension) => random.pick(dimension))];
  const brand = random.pick(top.brands);
  const [noun, ...options] = terms.map(termName);
  const name = [`${brand} ${noun}`, ...options].join(', ');
  const itemNumber = itemNumberFor(index);
  const key = `prod-${itemNumber}`;
  const packs =
    terms.reduce<readonly Pack[] | undefined>(
      (chosen, term) => (typeof term === 'string' ? chosen : (term.packaging ?? chosen)),
      undefined,
    ) ?? random.pick(family.packaging);
  const productId = random.uuid();

  const shared: Attributes = Object.assign(
    { brand, asap_product_category: top.asapProductCategory },
    top.attributes,
    family.attributes,
    ...terms.map((term) => (typeof term === 'string' ? {} : term.attributes)),
  );
  const images = Array.from({ length: random.int(1, 3) }, (_, n) => ({
    url: `/media/products/${key}/${n + 1}.svg`,
    dimensions: { w: 600, h: 600 },
    label: `${name}, ${imageLabels[n]!.toLowerCase()}`,
  }));
  const variants = packs.map((pack, position): VariantRow => {
    const sku = `CS-${itemNumber}-${pack.uom}`;
    const attributes: Attributes = {
      ...shared,
      hs_sku: sku,
      hs_item_number: itemNumber,
      hs_uom: pack.uom,
      count_per_unit: pack.count,
    };
    // Skus renumbered from the previous ordering system, so customers can still search by the old number.
    if (random.chance(0.1)) attributes.previous_sku = `${legacyItemNumberFor(index)}-${pack.uom}`;
    return {
      id: random.uuid(),
      productId,
      variantId: position + 1,
      sku,
      key: `${key}-${pack.uom.toLowerCase()}`,
      itemNumber,
      uom: pack.uom,
      attributes,
      images,
    };
  });

  const blurbs = [...family.blurbs];
  const firstBlurb = blurbs.splice(random.int(0, blurbs.length - 1), 1)[0]!;
  const secondBlurb = random.pick(blurbs);
  const product: ProductRow = {
    id: productId,
    key,
    name: en(name),
    description: en([firstBlurb, secondBlurb, packagingSentence(packs)].join(' ')),
    slug: en(`${slugify(name)}-${itemNumber}`),
    categoryIds: [leaf.id],
    metaTitle: en(`${name} | ${itemNumber}`),
    searchKeywords: { 'en-US': [{ text: brand }, { text: noun! }, { text: itemNumber }] },
    documents: family.documents || random.chance(0.08) ? [instructionsForUse] : [],
    published: true,
  };
  return { product, variants, packs, leaf };
}

function termName(term: Term): string {
  return typeof term === 'string' ? term : term.name;
}

/**
 * 7-digit item numbers ("1004821") that look unordered but never repeat:
 * index → 1,000,000 + (index · 7919 + 4821) mod 9,000,000 is a bijection because 7919 is prime to 9,000,000.
 */
export function itemNumberFor(index: number): string {
  return String(1_000_000 + ((index * 7919 + 4821) % 9_000_000));
}

/** The 6-digit item number the same product had in the previous ordering system (bijective as above). */
function legacyItemNumberFor(index: number): string {
  return String(100_000 + ((index * 6997 + 1234) % 900_000));
}

/** "Sold by the box (100 per box) and by the case of 10 boxes." / "Sold individually and by the pack of 6." */
function packagingSentence(packs: readonly Pack[]): string {
  const parts = packs.map((pack, position) => {
    const unit = uomNames[pack.uom];
    const previous = packs[position - 1];
    if (!previous) {
      if (pack.uom === 'EA') return 'individually';
      return pack.count === 1 ? `by the ${unit}` : `by the ${unit} (${pack.count} per ${unit})`;
    }
    const multiple = pack.count / previous.count;
    return previous.uom === 'EA'
      ? `by the ${unit} of ${multiple}`
      : `by the ${unit} of ${multiple} ${plural(uomNames[previous.uom])}`;
  });
  const last = parts.pop()!;
  return `Sold ${parts.length ? `${parts.join(', ')} and ${last}` : last}.`;
}

function plural(unit: string): string {
  return unit.endsWith('x') || unit.endsWith('s') ? `${unit}es` : `${unit}s`;
}

/** Units of measure a variant is sold in (hs_uom). */
export type Uom = 'EA' | 'BX' | 'CS' | 'PK' | 'BG' | 'BT' | 'KT' | 'VL';

export const uomNames: Record<Uom, string> = {
  EA: 'each',
  BX: 'box',
  CS: 'case',
  PK: 'pack',
  BG: 'bag',
  BT: 'bottle',
  KT: 'kit',
  VL: 'vial',
};

/** One rung of a packaging ladder: a unit of measure and how many base items it holds. */
export interface Pack {
  uom: Uom;
  count: number;
}

export type Attributes = Record<string, string | number | boolean>;

/** A word of a product name; it may carry attributes (latex_free, bur_type…) and its own packaging. */
export type Term = string | { name: string; attributes?: Attributes; packaging?: readonly Pack[] };

/** How the products of one leaf category are named, packed, priced and described. */
export interface ProductFamily {
  nouns: readonly Term[];
  /** Option dimensions appended to the name ("Blue", "Medium"); one term is drawn from each. */
  options?: readonly (readonly Term[])[];
  /** Candidate packaging ladders, e.g. box of 100 and case of 10 boxes. */
  packaging: readonly (readonly Pack[])[];
  /** Retail price range, in dollars, of the first rung of the ladder. */
  price: readonly [number, number];
  attributes?: Attributes;
  /** Description sentences; two are drawn per product. */
  blurbs: readonly string[];
  /** Lots carry an expiration date. */
  perishable?: boolean;
  /** Products ship with instructions for use. */
  documents?: boolean;
}

export interface CategorySpec {
  key: string;
  name: string;
  /** Relative share of the parent's products (default 1). */
  weight?: number;
  family?: ProductFamily;
  children?: readonly CategorySpec[];
}

export interface TopCategorySpec extends CategorySpec {
  /** Share of the whole catalogue. */
  share: number;
  brands: readonly string[];
  asapProductCategory: string;
  /** Defaults for every product below (families and terms override them). */
  attributes: Attributes;
  children: readonly CategorySpec[];
}

/**
 * Builds a packaging ladder from [uom, how many of the previous rung] pairs: ['BX', 100], ['CS', 10] = case of 10
 * boxes.
 */
export function ladder(...rungs: readonly (readonly [Uom, number])[]): Pack[] {
  let count = 1;
  return rungs.map(([uom, multiple]) => {
    count *= multiple;
    return { uom, count };
  });
}

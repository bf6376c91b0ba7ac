import type { CategoryTree } from './categories';
import { generateProduct } from './products';
import { Random } from './random';
import type { PrintCatalogPageRow, PrintCatalogRow } from './rows';

interface PrintCatalogSpec {
  slug: string;
  title: string;
  description: string;
  year: number;
  /** The top category whose products the catalogue shows. */
  topCategoryKey: string;
  pageCount: number;
}

const specs: readonly PrintCatalogSpec[] = [
  {
    slug: 'regen24',
    title: 'Regenerative Solutions 2024',
    description:
      'Allografts, xenografts, synthetic grafts, membranes and wound dressings for socket preservation and ridge augmentation.',
    year: 2024,
    topCategoryKey: 'bone-grafting',
    pageCount: 24,
  },
  {
    slug: 'instruments24',
    title: 'Instruments Catalog 2024',
    description:
      'Burs, forceps, elevators, scalers, mirrors, probes, surgical instruments and cassettes for every operatory.',
    year: 2024,
    topCategoryKey: 'instruments',
    pageCount: 32,
  },
];

/** Products looked at when filling pages: enough for full sections, cheap even for a 100,000-product seed. */
const productsScanned = 3_000;
const productsPerPage = { min: 4, max: 8 };

export interface DemoPrintCatalogs {
  catalogs: PrintCatalogRow[];
  pages: PrintCatalogPageRow[];
}

/**
 * The print catalogues (regen24, instruments24): each page is a section (a leaf category, in
 * navigation order) showing 4–8 products of the catalogue; sections get pages in proportion to
 * their products. Page images are rendered by the API at /media/catalogs/{slug}/{page}.svg.
 */
export function buildPrintCatalogs(seed: number, tree: CategoryTree, productCount: number): DemoPrintCatalogs {
  const keysByLeaf = productKeysByLeaf(seed, tree, Math.min(productCount, productsScanned));
  const catalogs: PrintCatalogRow[] = [];
  const pages: PrintCatalogPageRow[] = [];
  for (const spec of specs) {
    const catalogId = Random.for(seed, 'print-catalog', spec.slug).uuid();
    catalogs.push({
      id: catalogId,
      slug: spec.slug,
      title: spec.title,
      description: spec.description,
      year: spec.year,
      published: true,
    });
    const sections = sectionsOf(tree, spec.topCategoryKey, keysByLeaf);
    pages.push(...layOutPages(seed, spec, catalogId, sections));
  }
  return { catalogs, pages };
}

interface Section {
  title: string;
  productKeys: string[];
}

function productKeysByLeaf(seed: number, tree: CategoryTree, count: number): Map<string, string[]> {
  const byLeaf = new Map<string, string[]>();
  for (let index = 0; index < count; index += 1) {
    const { product, leaf } = generateProduct(seed, index, tree.leaves);
    const keys = byLeaf.get(leaf.id) ?? [];
    keys.push(product.key);
    byLeaf.set(leaf.id, keys);
  }
  return byLeaf;
}

/** The leaf categories under the top category, in tree order, each with its products. */
function sectionsOf(tree: CategoryTree, topCategoryKey: string, keysByLeaf: Map<string, string[]>): Section[] {
  const top = tree.rows.find((row) => row.key === topCategoryKey);
  if (!top) throw new Error(`Demo category ${topCategoryKey} is missing`);
  const leafIds = new Set(tree.leaves.map((leaf) => leaf.id));
  return tree.rows
    .filter((row) => leafIds.has(row.id) && (row.ancestorIds ?? []).includes(top.id))
    .map((row) => ({ title: row.name['en-US']!, productKeys: keysByLeaf.get(row.id) ?? [] }));
}

function layOutPages(
  seed: number,
  spec: PrintCatalogSpec,
  catalogId: string,
  sections: Section[],
): PrintCatalogPageRow[] {
  const stocked = sections.filter((section) => section.productKeys.length > 0);
  // A tiny catalogue may have no products here at all: the pages still exist, titled by section.
  const used = stocked.length > 0 ? stocked : sections;
  const pageCounts = apportion(
    spec.pageCount,
    used.map((section) => Math.max(section.productKeys.length, 1)),
  );
  const allKeys = used.flatMap((section) => section.productKeys);
  const random = Random.for(seed, 'print-catalog-pages', spec.slug);
  const rows: PrintCatalogPageRow[] = [];
  used.forEach((section, sectionIndex) => {
    let cursor = 0;
    for (let page = 0; page < pageCounts[sectionIndex]!; page += 1) {
      const wanted = random.int(productsPerPage.min, productsPerPage.max);
      const productKeys = new Set<string>();
      // The section's own products first, continuing where the previous page stopped; a small
      // section is topped up from the rest of the catalogue.
      for (let taken = 0; taken < section.productKeys.length && productKeys.size < wanted; taken += 1) {
        productKeys.add(section.productKeys[cursor % section.productKeys.length]!);
        cursor += 1;
      }
      for (const key of allKeys) {
        if (productKeys.size >= wanted) break;
        productKeys.add(key);
      }
      const pageNumber = rows.length + 1;
      rows.push({
        catalogId,
        pageNumber,
        title: section.title,
        imageUrl: `/media/catalogs/${spec.slug}/${pageNumber}.svg`,
        productKeys: [...productKeys],
      });
    }
  });
  return rows;
}

/**
 * Splits `total` pages over sections in proportion to their weights (largest remainder), each
 * section getting at least one page while there are pages to give.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => (total * weight) / sum);
  const counts = shares.map((share) => Math.floor(share));
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = total - counts.reduce((a, b) => a + b, 0);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    counts[index]! += 1;
    left -= 1;
  }
  // Give an empty section a page taken from the largest one.
  for (let index = 0; index < counts.length; index += 1) {
    if (counts[index] !== 0) continue;
    const largest = counts.indexOf(Math.max(...counts));
    if (counts[largest]! <= 1) break;
    counts[largest]! -= 1;
    counts[index] = 1;
  }
  return counts;
}

import { describe, expect, it } from 'vitest';
import { buildCategoryTree } from './categories';
import { apportion, buildPrintCatalogs } from './print-catalogs';
import { generateProduct } from './products';

const seed = 2026;
const tree = buildCategoryTree(seed);

/** Product key → the key of its top category, for the first `count` products. */
function topCategoryOfProducts(count: number): Map<string, string> {
  const byId = new Map(tree.rows.map((row) => [row.id, row]));
  return new Map(
    Array.from({ length: count }, (_, index) => {
      const { product, leaf } = generateProduct(seed, index, tree.leaves);
      const topId = byId.get(leaf.id)!.ancestorIds![1]!;
      return [product.key, byId.get(topId)!.key] as const;
    }),
  );
}

describe('buildPrintCatalogs', () => {
  it.each([1_500, 150])('lays out regen24 and instruments24 from their categories (%i products)', (productCount) => {
    const { catalogs, pages } = buildPrintCatalogs(seed, tree, productCount);
    expect(catalogs.map(({ slug, title, year }) => ({ slug, title, year }))).toEqual([
      { slug: 'regen24', title: 'Regenerative Solutions 2024', year: 2024 },
      { slug: 'instruments24', title: 'Instruments Catalog 2024', year: 2024 },
    ]);
    const topOf = topCategoryOfProducts(productCount);
    for (const [catalog, topKey, pageCount] of [
      [catalogs[0]!, 'bone-grafting', 24],
      [catalogs[1]!, 'instruments', 32],
    ] as const) {
      const own = pages.filter((page) => page.catalogId === catalog.id);
      expect(own.map((page) => page.pageNumber)).toEqual(Array.from({ length: pageCount }, (_, i) => i + 1));
      for (const page of own) {
        expect(page.imageUrl).toBe(`/media/catalogs/${catalog.slug}/${page.pageNumber}.svg`);
        expect(page.productKeys!.length).toBeGreaterThanOrEqual(4);
        expect(page.productKeys!.length).toBeLessThanOrEqual(8);
        expect(new Set(page.productKeys).size).toBe(page.productKeys!.length);
        expect(page.productKeys!.every((key) => topOf.get(key) === topKey)).toBe(true);
      }
    }
  });

  it('titles pages by section in navigation order, each section on consecutive pages', () => {
    const { catalogs, pages } = buildPrintCatalogs(seed, tree, 1_500);
    const titles = pages.filter((page) => page.catalogId === catalogs[0]!.id).map((page) => page.title);
    const sections = titles.filter((title, index) => title !== titles[index - 1]);
    expect(new Set(sections).size).toBe(sections.length);
    expect(sections[0]).toBe('Cortical Allografts');
    expect(sections).toContain('Resorbable Membranes');
  });

  it('is deterministic', () => {
    expect(buildPrintCatalogs(seed, tree, 300)).toEqual(buildPrintCatalogs(seed, tree, 300));
  });

  it('still has every page when the catalogue holds no products', () => {
    const { pages } = buildPrintCatalogs(seed, tree, 0);
    expect(pages).toHaveLength(24 + 32);
    expect(pages.every((page) => page.productKeys!.length === 0 && page.title.length > 0)).toBe(true);
  });
});

describe('apportion', () => {
  it('splits in proportion, by largest remainder', () => {
    expect(apportion(10, [1, 1, 2])).toEqual([3, 2, 5]);
    expect(apportion(24, [30, 10, 20])).toEqual([12, 4, 8]);
  });

  it('gives every section a page while there are enough', () => {
    expect(apportion(5, [100, 1, 1])).toEqual([3, 1, 1]);
    expect(apportion(2, [5, 1, 1])).toEqual([1, 1, 0]);
  });
});

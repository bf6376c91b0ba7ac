import { describe, expect, it } from 'vitest';
import { renderCatalogPageImage } from './catalog-page-image';

const page = {
  catalogTitle: 'Regenerative Solutions 2024',
  year: 2024,
  sectionTitle: 'Membranes & <Barriers>',
  pageNumber: 3,
  pageCount: 24,
  products: [
    { name: 'Osteonova Collagen Membrane, 15 x 20 mm', itemNumbers: ['1004821'] },
    { name: 'Regenara "Bio" Cortical Particulate', itemNumbers: ['1012740', '1012740-C', '1012741'] },
  ],
};

describe('renderCatalogPageImage', () => {
  it('shows the catalogue, section, page number and each product with its item numbers', () => {
    const svg = renderCatalogPageImage(page);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 850 1100"')).toBe(true);
    expect(svg).toContain('>Regenerative Solutions 2024</text>');
    expect(svg).toContain('>Page 3 of 24</text>');
    expect(svg).toContain('>Item # 1004821</text>');
    expect(svg).toContain('>Item # 1012740, 1012740-C +1</text>');
    expect(svg).toContain('Osteonova Collagen');
  });

  it('escapes text taken from the data', () => {
    const svg = renderCatalogPageImage(page);
    expect(svg).toContain('Membranes &#38; &#60;Barriers&#62;');
    expect(svg).toContain('&#34;Bio&#34;');
    expect(svg).not.toContain('<Barriers>');
  });

  it('is deterministic and shows at most eight products', () => {
    expect(renderCatalogPageImage(page)).toBe(renderCatalogPageImage(page));
    const crowded = {
      ...page,
      products: Array.from({ length: 10 }, (_, i) => ({ name: `Product ${i}`, itemNumbers: [`${i}`] })),
    };
    const svg = renderCatalogPageImage(crowded);
    expect(svg).toContain('Product 7');
    expect(svg).not.toContain('Product 8');
  });
});

import { describe, expect, it } from 'vitest';
import { escapeXml, renderProductImage, shapeForCategory, wrapText } from './product-image';

describe('renderProductImage', () => {
  const input = { name: 'Nitrile Exam Gloves, Medium', brand: 'SafeTouch', categoryKey: 'gloves', n: 1 };

  it('is deterministic: the same product and number give the same SVG', () => {
    expect(renderProductImage(input)).toBe(renderProductImage({ ...input }));
  });

  it('differs between the three images of a product', () => {
    const images = new Set([1, 2, 3].map((n) => renderProductImage({ ...input, n })));
    expect(images.size).toBe(3);
  });

  it('shows the brand and the product name as text', () => {
    const svg = renderProductImage(input);
    expect(svg).toContain('>SAFETOUCH</text>');
    expect(svg).toContain('>Nitrile Exam Gloves,</text>');
    expect(svg).toContain('>Medium</text>');
  });

  it('escapes markup in names and brands, so a product name cannot inject SVG', () => {
    const svg = renderProductImage({ ...input, name: '<script>alert(1)</script> & "x"', brand: "O'Brien <b>" });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(svg).toContain('O&#39;BRIEN &#60;B&#62;');
  });

  it('falls back to a neutral brand when the product has none', () => {
    expect(renderProductImage({ ...input, brand: undefined })).toContain('>CHAIRSIDE</text>');
  });
});

describe('shapeForCategory', () => {
  it.each([
    ['topical-anesthetics', 'bottle'],
    ['antibiotics', 'bottle'],
    ['surface-disinfectants', 'bottle'],
    ['carbide-burs', 'instrument'],
    ['scalers-and-curettes', 'instrument'],
    ['implant-systems', 'instrument'],
    ['surgical-gloves', 'box'],
    ['xenografts', 'box'],
    ['sterilizers', 'box'],
    [undefined, 'box'],
  ] as const)('draws %s as a %s', (categoryKey, shape) => {
    expect(shapeForCategory(categoryKey)).toBe(shape);
  });
});

describe('wrapText', () => {
  it('wraps on word boundaries within the width', () => {
    expect(wrapText('Articaine 4% with Epinephrine', 16, 3)).toEqual(['Articaine 4%', 'with Epinephrine']);
  });

  it('ends the last line with an ellipsis when the text is too long', () => {
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
  });

  it('cuts a single word longer than a line', () => {
    expect(wrapText('Supercalifragilistic', 10, 2)).toEqual(['Supercali…']);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});

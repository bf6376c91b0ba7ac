import { describe, expect, it } from 'vitest';
import { renderContentHeroImage } from './content-hero-image';

describe('renderContentHeroImage', () => {
  it('draws a 1200 × 630 banner, the same for the same key', () => {
    const svg = renderContentHeroImage('infection-control');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(renderContentHeroImage('infection-control')).toBe(svg);
  });

  it('varies colours and shapes with the key, and draws any key', () => {
    const keys = ['infection-control', 'savings', 'compliance', 'hygiene', 'practice', 'spring', 'implants', 'x-1'];
    const pictures = new Set(keys.map(renderContentHeroImage));
    expect(pictures.size).toBe(keys.length);
  });
});

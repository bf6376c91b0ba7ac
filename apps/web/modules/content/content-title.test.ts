import { describe, expect, it } from 'vitest';
import { contentTitle } from './content-title';

describe('contentTitle', () => {
  it('keeps a title that names the store whole', () =>
    expect(contentTitle('Choosing exam gloves | Chairside')).toEqual({ absolute: 'Choosing exam gloves | Chairside' }));
  it('leaves any other to the page template', () =>
    expect(contentTitle('Chairside guide to gloves')).toBe('Chairside guide to gloves'));
});

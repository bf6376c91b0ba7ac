import { describe, expect, it } from 'vitest';
import { formListingHref } from './listing-options';
import { listingHref, parseListingQuery } from './listing-query';

describe('formListingHref', () => {
  it('drops empty fields and defaults', () =>
    expect(
      formListingHref('/search', [
        ['q', 'gloves'],
        ['brand', 'Puretek'],
        ['latex_free', 'true'],
        ['sort', 'relevance'],
        ['perPage', '24'],
        ['empty', ''],
      ]),
    ).toBe('/search?q=gloves&brand=Puretek&latex_free=true'));

  it('is the listing URL the server writes for the same choice', () => {
    const fields: [string, string][] = [
      ['category', 'exam-gloves'],
      ['brand', 'A & B'],
      ['sterile', 'true'],
      ['sterile', 'false'],
      ['sort', 'newest'],
      ['perPage', '48'],
    ];
    const record: Record<string, string[]> = {};
    for (const [name, value] of fields) record[name] = [...(record[name] ?? []), value];
    expect(formListingHref('/category/supplies', fields)).toBe(
      listingHref('/category/supplies', parseListingQuery(record)),
    );
  });
});

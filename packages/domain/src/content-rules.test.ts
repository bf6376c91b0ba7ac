import { describe, expect, it } from 'vitest';
import {
  contentSlugPattern,
  headingIdMaker,
  isContentVisible,
  readingMinutes,
  revalidationTags,
  tagLabel,
} from './content-rules';

describe('readingMinutes', () => {
  it.each([
    [0, 1],
    [109, 1],
    [330, 2],
    [439, 2],
    [1100, 5],
  ])('%i words read in %i min', (words, minutes) => expect(readingMinutes(words)).toBe(minutes));
});

describe('tagLabel', () => {
  it.each([
    ['infection-control', 'Infection Control'],
    ['buying-guides', 'Buying Guides'],
    ['implants', 'Implants'],
    ['cad-cam', 'CAD/CAM'],
    ['dea', 'DEA'],
  ])('%s → %s', (slug, label) => expect(tagLabel(slug)).toBe(label));
});

describe('contentSlugPattern', () => {
  it.each(['glove-guide', 'a', '2026-trends'])('accepts %s', (slug) =>
    expect(contentSlugPattern.test(slug)).toBe(true),
  );
  it.each(['Glove', 'glove--guide', '-glove', 'glove-', 'glöve', 'glove guide', ''])('refuses "%s"', (slug) =>
    expect(contentSlugPattern.test(slug)).toBe(false),
  );
});

describe('headingIdMaker', () => {
  it('slugs heading texts and numbers repeats within one document', () => {
    const idOf = headingIdMaker();
    expect(
      ['Storage & handling', 'Storage & handling', 'Storage handling', 'Ça coûte?', '!!!', '!!!'].map(idOf),
    ).toEqual(['storage-handling', 'storage-handling-2', 'storage-handling-3', 'ca-coute', 'section', 'section-2']);
  });

  it('keeps an explicit -2 heading apart from a numbered repeat', () => {
    const idOf = headingIdMaker();
    expect(['Step', 'Step 2', 'Step'].map(idOf)).toEqual(['step', 'step-2', 'step-3']);
  });

  it('starts afresh for each document', () => {
    expect(headingIdMaker()('Returns')).toBe('returns');
    expect(headingIdMaker()('Returns')).toBe('returns');
  });
});

describe('isContentVisible', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it.each([
    ['published in the past', 'published', '2026-04-30T00:00:00Z', true],
    ['published this instant', 'published', '2026-05-01T12:00:00Z', true],
    ['scheduled', 'published', '2026-05-01T12:00:01Z', false],
    ['a draft with an old date', 'draft', '2026-01-01T00:00:00Z', false],
    ['a draft never published', 'draft', null, false],
  ] as const)('%s: %s', (_name, status, publishedAt, visible) =>
    expect(isContentVisible({ status, publishedAt: publishedAt ? new Date(publishedAt) : null }, now)).toBe(visible),
  );
});

describe('revalidationTags', () => {
  it.each([
    ['blog-post', 'glove-guide', ['content:blog', 'content:blog:glove-guide']],
    ['docs-page', 'faqs', ['content:docs', 'content:docs:faqs']],
    ['landing-page', 'spring-savings', ['content:lp', 'content:lp:spring-savings']],
  ] as const)('%s %s', (type, slug, tags) => expect(revalidationTags(type, slug)).toEqual(tags));
});

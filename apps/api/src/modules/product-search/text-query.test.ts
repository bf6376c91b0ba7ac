import type { TermAnalysis } from '@chairside/db';
import { describe, expect, it } from 'vitest';
import { buildTextMatch, defaultFuzzyLevel, editDistance, maxTextLength, quoteLexeme, textTerms } from './text-query';

const analysis = (
  term: string,
  stems: string[],
  known: boolean,
  nearWords: [string, number][] = [],
  beginsWords = false,
  headQueries: string[] = [],
): TermAnalysis => ({
  term,
  stems,
  known,
  beginsWords,
  nearWords: nearWords.map(([word, products]) => ({ word, products })),
  headQueries,
});

describe('textTerms', () => {
  it('lower-cases words, keeps decimals whole and treats punctuation as a separator', () => {
    expect(textTerms('Nitrile GLOVES, 1.0 cc!')).toEqual({
      words: ['nitrile', 'gloves', '1.0', 'cc'],
      codes: ['1.0'],
      lastIsPrefix: false,
    });
  });

  it('keeps code-like tokens whole for exact matching and marks a trailing word as a prefix', () => {
    // The short letter parts of a code (unit and line prefixes) would match nearly every product: only the number is a
    // word.
    expect(textTerms('CS-1004821-BX glov')).toEqual({
      words: ['1004821', 'glov'],
      codes: ['cs-1004821-bx'],
      lastIsPrefix: true,
    });
    expect(textTerms('3M-ESPE 25mm')).toEqual({
      words: ['3m', 'espe', '25mm'],
      codes: ['3m-espe', '25mm'],
      lastIsPrefix: true,
    });
    expect(textTerms('glove ').lastIsPrefix).toBe(false);
  });

  it('is safe with odd characters and very long texts', () => {
    expect(textTerms("'); drop table products; -- :* & | !")).toEqual({
      words: ['drop', 'table', 'products'],
      codes: [],
      lastIsPrefix: false,
    });
    // Only the first 500 characters count: the clipped last word is matched as a prefix.
    const long = textTerms('implant '.repeat(400) + 'x'.repeat(1000));
    expect(long).toEqual({ words: ['implant', 'impl'], codes: [], lastIsPrefix: true });
    expect(textTerms('a'.repeat(maxTextLength + 50)).words).toEqual([]);
  });
});

describe('defaultFuzzyLevel', () => {
  it.each([
    ['ab', 0],
    ['abc', 1],
    ['abcde', 1],
    ['abcdef', 2],
  ])('%s → %i', (term, level) => expect(defaultFuzzyLevel(term)).toBe(level));
});

describe('editDistance', () => {
  it.each([
    ['glove', 'glove', 0],
    ['gluve', 'glove', 1],
    ['inplant', 'implant', 1],
    ['compsoite', 'composite', 1],
    ['composit', 'composite', 1],
    ['glove', 'gloves', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s ↔ %s = %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe('quoteLexeme', () => {
  it('doubles quotes and escapes backslashes so no operator can be injected', () => {
    expect(quoteLexeme("o'brien")).toBe("'o''brien'");
    expect(quoteLexeme('a\\b')).toBe("'a\\\\b'");
  });
});

describe('buildTextMatch', () => {
  it('matches each word as typed or by its stems, ANDed, with the last word as a prefix', () => {
    const terms = textTerms('nitrile glov');
    const match = buildTextMatch(terms, [analysis('nitrile', ['nitril'], true), analysis('glov', ['glov'], false)], {
      enabled: false,
    });
    expect(match).toEqual({
      query: "('nitrile' | 'nitril') & ('glov' | 'glov':*)",
      exactQuery: "('nitrile' | 'nitril') & ('glov' | 'glov':*)",
      codes: [],
    });
  });

  it.each([
    // [text, the query the database holds an answer for, precomputed]
    ['gloves', "('gloves' | 'glove' | 'gloves':*)", true],
    ['gloves ', "('gloves' | 'glove')", true],
    // The same word ending the text as a prefix is another query.
    ['gloves', "('gloves' | 'glove')", false],
    ['nitrile gloves', "('gloves' | 'glove' | 'gloves':*)", false],
  ])('marks a query whose exact text the database holds an answer for: %j', (text, held, precomputed) => {
    const terms = textTerms(text);
    const analyses = terms.words.map((word) =>
      word === 'gloves'
        ? analysis('gloves', ['glove'], true, [], true, [held])
        : analysis(word, [word.slice(0, -1)], true, [], true),
    );
    expect(buildTextMatch(terms, analyses, { enabled: true })?.precomputed === true).toBe(precomputed);
  });

  it('expands an unknown word to catalogue words within its fuzzy level, closest and commonest first', () => {
    const terms = textTerms('gluve ');
    const match = buildTextMatch(
      terms,
      [
        analysis('gluve', ['gluve'], false, [
          ['glue', 4],
          ['glove', 90],
          ['gloves', 80],
          ['globe', 5],
          ['glover', 1],
        ]),
      ],
      { enabled: true },
    );
    // glove and glue are one edit away, globe and gloves two (above level 1 for five letters).
    expect(match?.query).toBe("('gluve' | 'glove' | 'glue')");
    expect(match?.exactQuery).toBe("'gluve'");
  });

  it('does not expand known words, words of one or two letters, numbers, or when fuzzy is off or capped at 0', () => {
    const near: [string, number][] = [['glove', 9]];
    expect(
      buildTextMatch(textTerms('glove '), [analysis('glove', ['glove'], true, near)], { enabled: true })?.query,
    ).toBe("'glove'");
    expect(
      buildTextMatch(textTerms('gluve '), [analysis('gluve', ['gluve'], false, near)], { enabled: false })?.query,
    ).toBe("'gluve'");
    expect(
      buildTextMatch(textTerms('gluve '), [analysis('gluve', ['gluve'], false, near)], { enabled: true, level: 0 })
        ?.query,
    ).toBe("'gluve'");
    expect(
      buildTextMatch(textTerms('gl '), [analysis('gl', ['gl'], false, [['gel', 3]])], { enabled: true })?.query,
    ).toBe("'gl'");
    expect(
      buildTextMatch(textTerms('10048 '), [analysis('10048', ['10048'], false, [['10049', 3]])], { enabled: true })
        ?.query,
    ).toBe("'10048'");
  });

  it.each([
    // [text, some catalogue word begins with the last word, query]
    ['bon', true, "('bon' | 'bon':*)"],
    ['bon', false, "('bon' | 'bon':* | 'box' | 'bone')"],
    // A finished word ("bon ") is no prefix: an unknown one is a typo even when words begin with it.
    ['bon ', true, "('bon' | 'box' | 'bone')"],
  ])(
    'expands a word being typed only when no catalogue word begins with it: %j (begins words: %s)',
    (text, begins, query) => {
      const near: [string, number][] = [
        ['box', 900],
        ['bone', 40],
      ];
      const match = buildTextMatch(textTerms(text), [analysis('bon', ['bon'], false, near, begins)], { enabled: true });
      expect(match?.query).toBe(query);
    },
  );

  it('allows two edits for longer words and compares stems too', () => {
    const match = buildTextMatch(
      textTerms('compsote '),
      [
        analysis('compsote', ['compsot'], false, [
          ['composit', 50],
          ['compos', 2],
        ]),
      ],
      { enabled: true },
    );
    expect(match?.query).toBe("('compsote' | 'compsot' | 'composit' | 'compos')");
  });

  it('skips stop words, and matches nothing when nothing searchable is left', () => {
    expect(
      buildTextMatch(textTerms('the gloves '), [analysis('the', [], false), analysis('gloves', ['glove'], true)], {
        enabled: false,
      })?.query,
    ).toBe("('gloves' | 'glove')");
    expect(buildTextMatch(textTerms('the '), [analysis('the', [], false)], { enabled: false })).toBeUndefined();
    expect(buildTextMatch(textTerms('?!'), [], { enabled: true })).toBeUndefined();
  });

  it('passes code-like tokens through for the exact sku / item number match', () => {
    expect(buildTextMatch(textTerms('1004821'), [analysis('1004821', ['1004821'], false)], { enabled: true })).toEqual({
      query: "('1004821' | '1004821':*)",
      exactQuery: "('1004821' | '1004821':*)",
      codes: ['1004821'],
    });
  });
});

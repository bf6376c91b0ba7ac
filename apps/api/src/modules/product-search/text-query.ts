import type { TermAnalysis, TextMatch } from '@chairside/db';

/** Only the start of a longer text is searched; the rest cannot narrow a product name further. */
export const maxTextLength = 500;
const maxWords = 12;
const maxCodes = 10;
const maxTokenLength = 40;
/** The last word is matched as a prefix ("glov" finds gloves) once it has this many characters. */
const minPrefixLength = 3;
/** Typo expansions kept per misspelled word. */
const maxExpansions = 3;

export interface TextTerms {
  /** Lower-cased words and decimal numbers ("1.0"), in order, without repeats. */
  words: string[];
  /** Lower-cased tokens that look like skus or item numbers (they contain a digit). */
  codes: string[];
  /** The text ends in a letter or digit (no space or punctuation), so its last word may still be being typed. */
  lastIsPrefix: boolean;
}

/** Splits a search text into words and code-like tokens; punctuation and other odd characters only separate words. */
export function textTerms(text: string): TextTerms {
  const clipped = text.normalize('NFKC').slice(0, maxTextLength);
  const lower = clipped.toLocaleLowerCase('en-US');
  const words = unique(lower.split(/\s+/).flatMap(wordsOf))
    .filter((word) => word.length <= maxTokenLength)
    .slice(0, maxWords);
  const codes = unique(
    lower
      .split(/\s+/)
      .map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
      .filter((token) => /\p{N}/u.test(token) && token.length <= maxTokenLength),
  ).slice(0, maxCodes);
  return { words, codes, lastIsPrefix: /[\p{L}\p{N}]$/u.test(clipped) };
}

/** Letter parts of a code this short are unit or line prefixes ("cs", "bx", "ea") that nearly every product has. */
const maxCodeAffixLength = 2;

/**
 * The words of one whitespace-separated token. In a code such as "CS-1004821-BX" only its distinctive
 * parts count: the short letter parts would match most of the catalogue and add nothing to the
 * number (the whole code is still matched exactly through `codes`).
 */
function wordsOf(token: string): string[] {
  const parts = token.match(/\p{N}+(?:\.\p{N}+)+|[\p{L}\p{N}]+/gu) ?? [];
  const isCode = parts.length > 1 && /\p{N}/u.test(token);
  return isCode ? parts.filter((part) => !(/^\p{L}+$/u.test(part) && part.length <= maxCodeAffixLength)) : parts;
}

/** commercetools' default fuzzy level by term length: 0 for 1–2 characters, 1 for 3–5, 2 above. */
export function defaultFuzzyLevel(term: string): number {
  const length = [...term].length;
  return length <= 2 ? 0 : length <= 5 ? 1 : 2;
}

/** Edit distance counting an insertion, deletion, substitution or swap of neighbours as one edit. */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i += 1) {
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[s.length]![t.length]!;
}

export interface FuzzyOptions {
  enabled: boolean;
  /** Caps the default level of every term; never above it (the request parser checks). */
  level?: number | undefined;
}

/**
 * The tsquery texts for the analysed words. Each word matches as typed (simple form), by its English
 * stems, as a prefix when it is the last word, and — with fuzzy on and the word unknown to the
 * catalogue — by its nearest catalogue words within the fuzzy level. Words are ANDed. Lexemes only
 * ever come from the sanitised words or the database's own dictionary, and are quoted anyway.
 */
export function buildTextMatch(
  terms: TextTerms,
  analyses: readonly TermAnalysis[],
  fuzzy: FuzzyOptions,
): TextMatch | undefined {
  const exactGroups: string[] = [];
  const allGroups: string[] = [];
  analyses.forEach((analysis, position) => {
    const isLast = position === analyses.length - 1;
    const prefix = isLast && terms.lastIsPrefix && [...analysis.term].length >= minPrefixLength;
    // A stop word ("the", "for") only narrows when it may be the start of a longer word.
    if (analysis.stems.length === 0 && !prefix) return;
    const exact = unique([analysis.term, ...analysis.stems]).map(quoteLexeme);
    if (prefix) exact.push(`${quoteLexeme(analysis.term)}:*`);
    // A word still being typed that begins catalogue words is no typo: expanding "bon" to "box" would
    // match half the catalogue and bury the bone grafts its prefix finds.
    const typo = !analysis.known && !(prefix && analysis.beginsWords);
    const expansions = fuzzy.enabled && typo ? typoExpansions(analysis, fuzzy.level) : [];
    exactGroups.push(group(exact));
    allGroups.push(group([...exact, ...expansions.map(quoteLexeme)]));
  });
  if (exactGroups.length === 0) return undefined;
  const query = allGroups.join(' & ');
  // The database holds the answers of some queries (a common word alone): matched by the query's exact text.
  const precomputed = analyses.some((analysis) => analysis.headQueries.includes(query));
  return { query, exactQuery: exactGroups.join(' & '), codes: terms.codes, ...(precomputed ? { precomputed } : {}) };
}

function typoExpansions(analysis: TermAnalysis, cap: number | undefined): string[] {
  if (!/^\p{L}+$/u.test(analysis.term)) return [];
  const level = Math.min(defaultFuzzyLevel(analysis.term), cap ?? Number.POSITIVE_INFINITY);
  if (level === 0) return [];
  const forms = unique([analysis.term, ...analysis.stems]);
  return analysis.nearWords
    .map(({ word, products }) => ({
      word,
      products,
      distance: Math.min(...forms.map((form) => editDistance(form, word))),
    }))
    .filter(({ word, distance }) => distance <= level && !forms.includes(word))
    .sort((a, b) => a.distance - b.distance || b.products - a.products || (a.word < b.word ? -1 : 1))
    .slice(0, maxExpansions)
    .map(({ word }) => word);
}

const group = (alternatives: string[]) =>
  alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;

/** A tsquery literal: quotes doubled and backslashes escaped, so no input can add operators. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

import { maxSuggestionPrefixLength, minSuggestionPrefixLength } from '@chairside/db';

/**
 * The prefix the suggestion index is read by, when the typed text is one word of letters being typed (what the
 * index holds: lower-cased name and brand words, 2 to `maxSuggestionPrefixLength` letters). Anything else —
 * several words, a code, a longer word — is undefined and goes to the full text search.
 */
export function suggestionPrefix(text: string): string | undefined {
  const word = text.normalize('NFKC').trim().toLocaleLowerCase('en-US');
  const letters = [...word].length;
  if (letters < minSuggestionPrefixLength || letters > maxSuggestionPrefixLength) return undefined;
  return /^\p{L}+$/u.test(word) ? word : undefined;
}

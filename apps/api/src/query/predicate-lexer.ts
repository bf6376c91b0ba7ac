import type { SourcePosition } from './predicate-ast';
import { malformedWhere } from './predicate-error';

export type TokenKind = 'word' | 'decimal' | 'string' | 'variable' | 'operator' | '(' | ')' | ',' | 'invalid' | 'end';

export interface Token {
  kind: TokenKind;
  /** The source text of the token; for strings the decoded value, for variables the name. */
  text: string;
  position: SourcePosition;
}

/**
 * Token patterns, tried in order at each position. Integers lex as words, because field names
 * and ids may start with a digit; the parser decides from context. A decimal must not run into
 * word characters, so "1.5x" is not a number.
 */
const patterns: { kind: TokenKind; pattern: RegExp; group: number }[] = [
  { kind: 'decimal', pattern: /-?[0-9]+\.[0-9]+(?:[eE][+-]?[0-9]+)?(?![A-Za-z0-9_-])/y, group: 0 },
  { kind: 'word', pattern: /[A-Za-z0-9_-]+/y, group: 0 },
  { kind: 'variable', pattern: /:([A-Za-z0-9_-]+)/y, group: 1 },
  { kind: 'operator', pattern: /!=|<>|<=|>=|=|<|>/y, group: 0 },
];

const escapes: Record<string, string> = {
  '"': '"',
  "'": "'",
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/**
 * Splits a predicate into tokens; a character that starts no token becomes an `invalid` token for the parser to report.
 */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const lines = lineStarts(source);
  const positionAt = (offset: number): SourcePosition => {
    let line = 0;
    while (line + 1 < lines.length && lines[line + 1]! <= offset) line += 1;
    return { line: line + 1, column: offset - lines[line]! + 1 };
  };
  // Tokens come in source order, so the line search can resume where it stopped.
  let lineCursor = 0;
  const tokenPosition = (offset: number): SourcePosition => {
    while (lineCursor + 1 < lines.length && lines[lineCursor + 1]! <= offset) lineCursor += 1;
    return { line: lineCursor + 1, column: offset - lines[lineCursor]! + 1 };
  };

  let offset = 0;
  while (offset < source.length) {
    const char = source[offset]!;
    if (/\s/.test(char)) {
      offset += 1;
      continue;
    }
    const position = tokenPosition(offset);
    if (char === '"' || char === "'") {
      const { value, end } = readString(source, offset, positionAt);
      tokens.push({ kind: 'string', text: value, position });
      offset = end;
      continue;
    }
    if (char === '(' || char === ')' || char === ',') {
      tokens.push({ kind: char, text: char, position });
      offset += 1;
      continue;
    }
    const found = matchToken(source, offset);
    if (!found) {
      tokens.push({ kind: 'invalid', text: String.fromCodePoint(source.codePointAt(offset)!), position });
      return tokens;
    }
    tokens.push({ kind: found.kind, text: found.text, position });
    offset += found.length;
  }
  tokens.push({ kind: 'end', text: '', position: tokenPosition(offset) });
  return tokens;
}

function matchToken(source: string, offset: number): { kind: TokenKind; text: string; length: number } | undefined {
  for (const { kind, pattern, group } of patterns) {
    pattern.lastIndex = offset;
    const found = pattern.exec(source);
    if (found) return { kind, text: found[group]!, length: found[0].length };
  }
  return undefined;
}

function lineStarts(source: string): number[] {
  const starts = [0];
  for (let offset = source.indexOf('\n'); offset !== -1; offset = source.indexOf('\n', offset + 1))
    starts.push(offset + 1);
  return starts;
}

/** Reads a single- or double-quoted string with backslash escapes (\" \' \\ \/ \b \f \n \r \t \uXXXX). */
function readString(
  source: string,
  start: number,
  positionAt: (offset: number) => SourcePosition,
): { value: string; end: number } {
  const quote = source[start];
  let value = '';
  let offset = start + 1;
  while (offset < source.length) {
    const char = source[offset]!;
    if (char === quote) return { value, end: offset + 1 };
    if (char !== '\\') {
      value += char;
      offset += 1;
      continue;
    }
    const next = source[offset + 1];
    const unicode = source.slice(offset + 2, offset + 6);
    if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(unicode)) {
      value += String.fromCharCode(parseInt(unicode, 16));
      offset += 6;
      continue;
    }
    const escaped = next === undefined ? undefined : escapes[next];
    if (escaped === undefined)
      throw malformedWhere(`Invalid escape sequence '\\${next ?? ''}' in a string`, positionAt(offset));
    value += escaped;
    offset += 2;
  }
  throw malformedWhere('Unterminated string: the quote opened here is never closed', positionAt(start));
}

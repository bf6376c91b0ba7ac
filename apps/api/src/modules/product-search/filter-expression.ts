/**
 * The filter and facet expression language of commercetools product projection search:
 *   field                                   (term facet)
 *   field: "a", 42, true, subtree("id")     (values, ORed)
 *   field: range (1 to 30), ("a" to *)      (inclusive ranges, * = open)
 *   field: exists | missing
 * followed, for facets, by `as <alias>` and/or `counting products`.
 */

export type FilterValue =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number; text: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'subtree'; id: string };

/** A range bound: the literal, or undefined for `*`. */
export type RangeBound = Exclude<FilterValue, { kind: 'subtree' } | { kind: 'boolean' }> | undefined;
export interface RangeValue {
  from: RangeBound;
  to: RangeBound;
}

export type ExpressionBody =
  | { kind: 'field' }
  | { kind: 'values'; values: FilterValue[] }
  | { kind: 'ranges'; ranges: RangeValue[] }
  | { kind: 'existence'; exists: boolean };

export interface Expression {
  field: string;
  body: ExpressionBody;
  alias?: string | undefined;
  countingProducts: boolean;
}

/** A malformed expression; the message says what was expected where. */
export class ExpressionSyntaxError extends Error {}

type Token =
  | { type: 'word'; text: string; at: number }
  | { type: 'string'; text: string; at: number }
  | { type: 'number'; text: string; at: number }
  | { type: 'punct'; text: ':' | ',' | '(' | ')' | '*'; at: number };

const wordPattern = /[A-Za-z_][A-Za-z0-9_.-]*/y;
const numberPattern = /-?\d+(?:\.\d+)?(?![A-Za-z_])/y;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at]!;
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === '"') {
      const [text, end] = readString(source, at);
      tokens.push({ type: 'string', text, at });
      at = end;
    } else if (':,()*'.includes(char)) {
      tokens.push({ type: 'punct', text: char as ':' | ',' | '(' | ')' | '*', at });
      at += 1;
    } else {
      numberPattern.lastIndex = at;
      wordPattern.lastIndex = at;
      const number = numberPattern.exec(source);
      const word = number ? null : wordPattern.exec(source);
      const match = number ?? word;
      if (!match) throw new ExpressionSyntaxError(`unexpected character '${char}' at position ${at + 1}`);
      tokens.push({ type: number ? 'number' : 'word', text: match[0], at });
      at += match[0].length;
    }
  }
  return tokens;
}

function readString(source: string, start: number): [string, number] {
  let text = '';
  for (let at = start + 1; at < source.length; at += 1) {
    const char = source[at]!;
    if (char === '\\' && at + 1 < source.length) {
      at += 1;
      text += source[at];
    } else if (char === '"') {
      return [text, at + 1];
    } else {
      text += char;
    }
  }
  throw new ExpressionSyntaxError(`unterminated string starting at position ${start + 1}`);
}

class Parser {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private next(expected: string): Token {
    const token = this.tokens[this.index];
    if (!token) throw new ExpressionSyntaxError(`expected ${expected} at the end`);
    this.index += 1;
    return token;
  }

  private fail(expected: string, token: Token | undefined): never {
    if (!token) throw new ExpressionSyntaxError(`expected ${expected} at the end`);
    throw new ExpressionSyntaxError(`expected ${expected} but found '${token.text}' at position ${token.at + 1}`);
  }

  private isWord(token: Token | undefined, ...words: string[]): boolean {
    return token?.type === 'word' && words.includes(token.text);
  }

  private isPunct(token: Token | undefined, text: string): boolean {
    return token?.type === 'punct' && token.text === text;
  }

  private expectPunct(text: string): void {
    const token = this.next(`'${text}'`);
    if (!this.isPunct(token, text)) this.fail(`'${text}'`, token);
  }

  parse(allowModifiers: boolean): Expression {
    const fieldToken = this.next('a field name');
    if (fieldToken.type !== 'word') this.fail('a field name', fieldToken);
    let body: ExpressionBody = { kind: 'field' };
    if (this.isPunct(this.peek(), ':')) {
      this.index += 1;
      body = this.parseBody();
    }
    const expression: Expression = { field: fieldToken.text, body, countingProducts: false };
    while (this.peek()) {
      const token = this.peek();
      if (allowModifiers && this.isWord(token, 'as') && expression.alias === undefined) {
        this.index += 1;
        const alias = this.next('an alias');
        if (alias.type !== 'word' && alias.type !== 'string') this.fail('an alias', alias);
        expression.alias = alias.text;
      } else if (allowModifiers && this.isWord(token, 'counting') && !expression.countingProducts) {
        this.index += 1;
        const products = this.next("'products'");
        if (!this.isWord(products, 'products')) this.fail("'products'", products);
        expression.countingProducts = true;
      } else {
        this.fail(allowModifiers ? "',', 'as', 'counting products' or the end" : "',' or the end", token);
      }
    }
    if (expression.body.kind === 'field' && !allowModifiers)
      throw new ExpressionSyntaxError(`expected ':' and values after '${fieldToken.text}'`);
    return expression;
  }

  private parseBody(): ExpressionBody {
    const first = this.peek();
    if (this.isWord(first, 'exists', 'missing')) {
      this.index += 1;
      return { kind: 'existence', exists: first!.text === 'exists' };
    }
    if (this.isWord(first, 'range')) {
      this.index += 1;
      const ranges = [this.parseRange()];
      while (this.isPunct(this.peek(), ',')) {
        this.index += 1;
        ranges.push(this.parseRange());
      }
      return { kind: 'ranges', ranges };
    }
    const values = [this.parseValue()];
    while (this.isPunct(this.peek(), ',')) {
      this.index += 1;
      values.push(this.parseValue());
    }
    return { kind: 'values', values };
  }

  private parseRange(): RangeValue {
    this.expectPunct('(');
    const from = this.parseBound();
    const to = this.next("'to'");
    if (!this.isWord(to, 'to')) this.fail("'to'", to);
    const upper = this.parseBound();
    this.expectPunct(')');
    return { from, to: upper };
  }

  private parseBound(): RangeBound {
    const token = this.next('a number, a string or *');
    if (this.isPunct(token, '*')) return undefined;
    if (token.type === 'string') return { kind: 'string', value: token.text };
    if (token.type === 'number') return { kind: 'number', value: Number(token.text), text: token.text };
    return this.fail('a number, a string or *', token);
  }

  private parseValue(): FilterValue {
    const token = this.next('a value');
    if (token.type === 'string') return { kind: 'string', value: token.text };
    if (token.type === 'number') return { kind: 'number', value: Number(token.text), text: token.text };
    if (this.isWord(token, 'true', 'false')) return { kind: 'boolean', value: token.text === 'true' };
    if (this.isWord(token, 'subtree')) {
      this.expectPunct('(');
      const id = this.next('a category id in quotes');
      if (id.type !== 'string') this.fail('a category id in quotes', id);
      this.expectPunct(')');
      return { kind: 'subtree', id: id.text };
    }
    return this.fail('a value ("text", a number, true, false or subtree("id"))', token);
  }
}

/** Parses a filter expression (`filter`, `filter.query`, `filter.facets`). */
export function parseFilterExpression(source: string): Expression {
  const tokens = tokenize(source);
  return new Parser(tokens).parse(false);
}

/** Parses a facet expression, which may be a bare field and may carry `as <alias>` / `counting products`. */
export function parseFacetExpression(source: string): Expression {
  const tokens = tokenize(source);
  return new Parser(tokens).parse(true);
}

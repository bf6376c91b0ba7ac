import type { ComparisonOperator, PredicateNode, SourcePosition, ValueNode } from './predicate-ast';
import { malformedWhere } from './predicate-error';
import { tokenize, type Token } from './predicate-lexer';

/** Longer predicates are refused before parsing; a real query needs far less (lists go into var.* parameters). */
export const maxPredicateLength = 10_000;
/** Parentheses, not(...) and field(...) together may nest this deep; it bounds recursion on hostile input. */
export const maxPredicateDepth = 32;

const expectations = {
  start: "a field name, 'not(' or '('",
  afterField: "an operator (=, !=, <>, <, <=, >, >=), 'in', 'not in', 'is', 'contains' or '('",
  value: 'a string, a number, true, false or an input variable (:name)',
  inList: "'(' or an input variable (:name)",
};

const keyword = (token: Token, word: string) => token.kind === 'word' && token.text.toLowerCase() === word;
const integerPattern = /^-?[0-9]+(?:[eE][+-]?[0-9]+)?$/;

/** Reads tokens one at a time and reports what was expected where the input goes wrong. */
class TokenCursor {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  peek(ahead = 0): Token {
    return this.tokens[Math.min(this.index + ahead, this.tokens.length - 1)]!;
  }

  next(): Token {
    const token = this.peek();
    if (this.index < this.tokens.length - 1) this.index += 1;
    return token;
  }

  /** Consumes the next token when it is the keyword. */
  accept(word: string): boolean {
    if (!keyword(this.peek(), word)) return false;
    this.next();
    return true;
  }

  expect(kind: Token['kind'], expected: string): Token {
    return this.peek().kind === kind ? this.next() : this.fail(this.peek(), expected);
  }

  fail(token: Token, expected: string): never {
    if (token.kind === 'end') throw malformedWhere(`Unexpected end of input, expected ${expected}`, token.position);
    const shown = token.kind === 'string' ? JSON.stringify(token.text) : `'${token.text}'`;
    throw malformedWhere(
      `Invalid input ${shown.length > 42 ? `${shown.slice(0, 40)}…` : shown}, expected ${expected}`,
      token.position,
    );
  }
}

/**
 * Recursive descent over the grammar of parsePredicate, one method per rule. `depth` counts open parentheses so
 * hostile nesting is refused before it exhausts the stack.
 */
class PredicateParser {
  private depth = 0;

  constructor(private readonly cursor: TokenCursor) {}

  parse(): PredicateNode {
    const predicate = this.orExpression();
    if (this.cursor.peek().kind !== 'end') this.cursor.fail(this.cursor.peek(), "'and', 'or' or end of input");
    return predicate;
  }

  private orExpression(): PredicateNode {
    const operands = [this.andExpression()];
    while (this.cursor.accept('or')) operands.push(this.andExpression());
    return operands.length === 1 ? operands[0]! : { kind: 'or', operands };
  }

  private andExpression(): PredicateNode {
    const operands = [this.unary()];
    while (this.cursor.accept('and')) operands.push(this.unary());
    return operands.length === 1 ? operands[0]! : { kind: 'and', operands };
  }

  private unary(): PredicateNode {
    const token = this.cursor.peek();
    if (token.kind === '(') return this.group();
    if (keyword(token, 'not') && this.cursor.peek(1).kind === '(') {
      this.cursor.next();
      return { kind: 'not', operand: this.group() };
    }
    if (token.kind !== 'word') return this.cursor.fail(token, expectations.start);
    this.cursor.next();
    return this.condition(token.text, token.position);
  }

  /** A parenthesised sub-predicate: "(" predicate ")". */
  private group(): PredicateNode {
    const open = this.cursor.expect('(', "'('");
    this.depth += 1;
    if (this.depth > maxPredicateDepth)
      throw malformedWhere(`The predicate nests deeper than ${maxPredicateDepth} levels`, open.position);
    const inner = this.orExpression();
    this.cursor.expect(')', "'and', 'or' or ')'");
    this.depth -= 1;
    return inner;
  }

  private condition(field: string, position: SourcePosition): PredicateNode {
    const token = this.cursor.peek();
    if (token.kind === '(') return { kind: 'nested', field, position, predicate: this.group() };
    if (token.kind === 'operator') {
      this.cursor.next();
      const operator: ComparisonOperator = token.text === '<>' ? '!=' : (token.text as ComparisonOperator);
      return { kind: 'compare', field, position, operator, value: this.value() };
    }
    if (keyword(token, 'in') || (keyword(token, 'not') && keyword(this.cursor.peek(1), 'in')))
      return this.inCondition(field, position);
    if (this.cursor.accept('is')) return this.isCondition(field, position);
    if (this.cursor.accept('contains')) return this.containsCondition(field, position);
    return this.cursor.fail(token, expectations.afterField);
  }

  /** field ["not"] "in" ("(" values ")" | :var) */
  private inCondition(field: string, position: SourcePosition): PredicateNode {
    const negated = this.cursor.accept('not');
    this.cursor.next();
    if (this.cursor.peek().kind === 'variable') return { kind: 'in', field, position, negated, values: this.value() };
    if (this.cursor.peek().kind !== '(') return this.cursor.fail(this.cursor.peek(), expectations.inList);
    return { kind: 'in', field, position, negated, values: this.valueList() };
  }

  /** field "is" ["not"] ("defined" | "empty") */
  private isCondition(field: string, position: SourcePosition): PredicateNode {
    const negated = this.cursor.accept('not');
    if (this.cursor.accept('defined')) return { kind: 'is', field, position, negated, test: 'defined' };
    if (this.cursor.accept('empty')) return { kind: 'is', field, position, negated, test: 'empty' };
    return this.cursor.fail(this.cursor.peek(), negated ? "'defined' or 'empty'" : "'not', 'defined' or 'empty'");
  }

  /** field "contains" ("all" | "any") "(" values ")" */
  private containsCondition(field: string, position: SourcePosition): PredicateNode {
    const mode = this.cursor.accept('all') ? 'all' : this.cursor.accept('any') ? 'any' : undefined;
    if (!mode) return this.cursor.fail(this.cursor.peek(), "'all' or 'any'");
    return { kind: 'contains', field, position, mode, values: this.valueList() };
  }

  private valueList(): ValueNode[] {
    this.cursor.expect('(', "'('");
    const values = [this.value()];
    while (this.cursor.peek().kind === ',') {
      this.cursor.next();
      values.push(this.value());
    }
    this.cursor.expect(')', "',' or ')'");
    return values;
  }

  private value(): ValueNode {
    const token = this.cursor.next();
    const { position } = token;
    switch (token.kind) {
      case 'string':
        return { kind: 'literal', value: token.text, position };
      case 'decimal':
        return { kind: 'literal', value: Number(token.text), position };
      case 'variable':
        return { kind: 'variable', name: token.text, position };
      case 'word':
        if (integerPattern.test(token.text) && Number.isFinite(Number(token.text)))
          return { kind: 'literal', value: Number(token.text), position };
        if (keyword(token, 'true') || keyword(token, 'false'))
          return { kind: 'literal', value: keyword(token, 'true'), position };
    }
    return this.cursor.fail(token, expectations.value);
  }
}

/**
 * Parses a commercetools query predicate (docs /api/predicates/query) by recursive descent:
 *
 *   predicate  := and ("or" and)*
 *   and        := unary ("and" unary)*
 *   unary      := "not" "(" predicate ")" | "(" predicate ")" | field "(" predicate ")" | condition
 *   condition  := field op value | field ["not"] "in" ("(" value ("," value)* ")" | :var)
 * | field "contains" ("all" | "any") "(" value ("," value)* ")" | field "is" ["not"] ("defined" | "empty")
 *
 * Keywords are case-insensitive. Every error is a 400 InvalidInput naming the problem and position.
 */
export function parsePredicate(source: string): PredicateNode {
  if (source.length > maxPredicateLength)
    throw malformedWhere(
      `The predicate is ${source.length} characters long; at most ${maxPredicateLength} are accepted`,
    );
  return new PredicateParser(new TokenCursor(tokenize(source))).parse();
}

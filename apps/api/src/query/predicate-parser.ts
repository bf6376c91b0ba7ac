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

/**
 * Parses a commercetools query predicate (docs /api/predicates/query) by recursive descent:
 *
 *   predicate  := and ("or" and)*
 *   and        := unary ("and" unary)*
 *   unary      := "not" "(" predicate ")" | "(" predicate ")" | field "(" predicate ")" | condition
 *   condition  := field op value | field ["not"] "in" ("(" value ("," value)* ")" | :var)
 *               | field "contains" ("all" | "any") "(" value ("," value)* ")" | field "is" ["not"] ("defined" | "empty")
 *
 * Keywords are case-insensitive. Every error is a 400 InvalidInput naming the problem and position.
 */
export function parsePredicate(source: string): PredicateNode {
  if (source.length > maxPredicateLength) throw malformedWhere(`The predicate is ${source.length} characters long; at most ${maxPredicateLength} are accepted`);
  const tokens = tokenize(source);
  let index = 0;
  let depth = 0;

  const peek = (ahead = 0): Token => tokens[Math.min(index + ahead, tokens.length - 1)]!;
  const next = (): Token => {
    const token = peek();
    if (index < tokens.length - 1) index += 1;
    return token;
  };
  const fail = (token: Token, expected: string): never => {
    if (token.kind === 'end') throw malformedWhere(`Unexpected end of input, expected ${expected}`, token.position);
    const shown = token.kind === 'string' ? JSON.stringify(token.text) : `'${token.text}'`;
    throw malformedWhere(`Invalid input ${shown.length > 42 ? `${shown.slice(0, 40)}…` : shown}, expected ${expected}`, token.position);
  };
  const expect = (kind: Token['kind'], expected: string): Token => (peek().kind === kind ? next() : fail(peek(), expected));

  const enter = (position: SourcePosition) => {
    depth += 1;
    if (depth > maxPredicateDepth) throw malformedWhere(`The predicate nests deeper than ${maxPredicateDepth} levels`, position);
  };

  /** A parenthesised sub-predicate: "(" predicate ")". */
  function group(): PredicateNode {
    const open = expect('(', "'('");
    enter(open.position);
    const inner = orExpression();
    expect(')', "'and', 'or' or ')'");
    depth -= 1;
    return inner;
  }

  function orExpression(): PredicateNode {
    const operands = [andExpression()];
    while (keyword(peek(), 'or')) {
      next();
      operands.push(andExpression());
    }
    return operands.length === 1 ? operands[0]! : { kind: 'or', operands };
  }

  function andExpression(): PredicateNode {
    const operands = [unary()];
    while (keyword(peek(), 'and')) {
      next();
      operands.push(unary());
    }
    return operands.length === 1 ? operands[0]! : { kind: 'and', operands };
  }

  function unary(): PredicateNode {
    const token = peek();
    if (token.kind === '(') return group();
    if (keyword(token, 'not') && peek(1).kind === '(') {
      next();
      return { kind: 'not', operand: group() };
    }
    if (token.kind !== 'word') return fail(token, expectations.start);
    next();
    return condition(token.text, token.position);
  }

  function condition(field: string, position: SourcePosition): PredicateNode {
    const token = peek();
    if (token.kind === '(') return { kind: 'nested', field, position, predicate: group() };
    if (token.kind === 'operator') {
      next();
      const operator: ComparisonOperator = token.text === '<>' ? '!=' : (token.text as ComparisonOperator);
      return { kind: 'compare', field, position, operator, value: value() };
    }
    if (keyword(token, 'in') || (keyword(token, 'not') && keyword(peek(1), 'in'))) {
      const negated = keyword(token, 'not');
      next();
      if (negated) next();
      if (peek().kind === 'variable') return { kind: 'in', field, position, negated, values: value() };
      if (peek().kind !== '(') return fail(peek(), expectations.inList);
      return { kind: 'in', field, position, negated, values: valueList() };
    }
    if (keyword(token, 'is')) {
      next();
      const negated = keyword(peek(), 'not');
      if (negated) next();
      const test = peek();
      if (keyword(test, 'defined') || keyword(test, 'empty')) {
        next();
        return { kind: 'is', field, position, negated, test: keyword(test, 'defined') ? 'defined' : 'empty' };
      }
      return fail(test, negated ? "'defined' or 'empty'" : "'not', 'defined' or 'empty'");
    }
    if (keyword(token, 'contains')) {
      next();
      const mode = peek();
      if (!keyword(mode, 'all') && !keyword(mode, 'any')) return fail(mode, "'all' or 'any'");
      next();
      return { kind: 'contains', field, position, mode: keyword(mode, 'all') ? 'all' : 'any', values: valueList() };
    }
    return fail(token, expectations.afterField);
  }

  function valueList(): ValueNode[] {
    expect('(', "'('");
    const values = [value()];
    while (peek().kind === ',') {
      next();
      values.push(value());
    }
    expect(')', "',' or ')'");
    return values;
  }

  function value(): ValueNode {
    const token = next();
    const { position } = token;
    switch (token.kind) {
      case 'string':
        return { kind: 'literal', value: token.text, position };
      case 'decimal':
        return { kind: 'literal', value: Number(token.text), position };
      case 'variable':
        return { kind: 'variable', name: token.text, position };
      case 'word':
        if (integerPattern.test(token.text) && Number.isFinite(Number(token.text))) return { kind: 'literal', value: Number(token.text), position };
        if (keyword(token, 'true') || keyword(token, 'false')) return { kind: 'literal', value: keyword(token, 'true'), position };
    }
    return fail(token, expectations.value);
  }

  const predicate = orExpression();
  if (peek().kind !== 'end') fail(peek(), "'and', 'or' or end of input");
  return predicate;
}

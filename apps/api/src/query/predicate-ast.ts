/** Where a node starts in the predicate text, for error messages (both 1-based). */
export interface SourcePosition {
  line: number;
  column: number;
}

export type Literal = string | number | boolean;

export type ValueNode =
  | { kind: 'literal'; value: Literal; position: SourcePosition }
  /** `:name`, bound from the `var.name` query parameter(s). */
  | { kind: 'variable'; name: string; position: SourcePosition };

export type ComparisonOperator = '=' | '!=' | '<' | '<=' | '>' | '>=';

/** The syntax tree of a commercetools query predicate (`where`). */
export type PredicateNode =
  | { kind: 'and'; operands: PredicateNode[] }
  | { kind: 'or'; operands: PredicateNode[] }
  | { kind: 'not'; operand: PredicateNode }
  /** `field(predicate)`: descends into an object, or into each element of an array (any element matches). */
  | { kind: 'nested'; field: string; position: SourcePosition; predicate: PredicateNode }
  | { kind: 'compare'; field: string; position: SourcePosition; operator: ComparisonOperator; value: ValueNode }
  /** `field [not] in (a, b)` or `field [not] in :list`. */
  | { kind: 'in'; field: string; position: SourcePosition; negated: boolean; values: ValueNode[] | ValueNode }
  | { kind: 'contains'; field: string; position: SourcePosition; mode: 'all' | 'any'; values: ValueNode[] }
  | { kind: 'is'; field: string; position: SourcePosition; negated: boolean; test: 'defined' | 'empty' };

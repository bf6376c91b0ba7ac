import type { Literal, SourcePosition, ValueNode } from './predicate-ast';
import { malformedWhere } from './predicate-error';
import type { ScalarField } from './field-schema';
import { isUuid } from '../ids/uuid';

/** Input variables from `var.<name>` query parameters; a repeated parameter is a list. */
export type Variables = ReadonlyMap<string, readonly string[]>;

/** A value ready to bind: the parameter itself and the SQL type it must be cast to (if any). */
export interface BoundValue {
  value: string | number | boolean;
  cast?: 'timestamptz' | 'jsonb';
  /** For jsonb values: the jsonb_typeof of the value, so ordering never compares across JSON types. */
  jsonType?: 'string' | 'number' | 'boolean';
}

/** The range of a PostgreSQL integer column, which every number field is. */
const minInteger = -(2 ** 31);
const maxInteger = 2 ** 31 - 1;

/** ISO 8601 date, or date-time with seconds optional, fraction optional and a zone (Z or ±hh:mm) required. */
const isoInstantPattern = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;

function describe(value: Literal): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** A value as queried: a literal, or one value of an input variable (always a string). */
export interface QueriedValue {
  value: Literal;
  fromVariable: boolean;
  position: SourcePosition;
}

/** The values a value node stands for: itself, or every value of its variable. */
export function resolveValues(node: ValueNode, variables: Variables): QueriedValue[] {
  if (node.kind === 'literal') return [{ value: node.value, fromVariable: false, position: node.position }];
  const bound = variables.get(node.name);
  if (!bound || bound.length === 0)
    throw malformedWhere(
      `Unbound variable :${node.name}; pass its value as the query parameter var.${node.name}`,
      node.position,
    );
  return bound.map((value) => ({ value, fromVariable: true, position: node.position }));
}

/** The single value a comparison takes; a variable bound to a list only fits `in`. */
export function resolveSingleValue(node: ValueNode, variables: Variables): QueriedValue {
  const values = resolveValues(node, variables);
  if (node.kind === 'variable' && values.length > 1) {
    throw malformedWhere(
      `Variable :${node.name} has ${values.length} values; a list fits only 'in :${node.name}'`,
      node.position,
    );
  }
  return values[0]!;
}

/**
 * Converts a queried value to the parameter for a scalar field, checking its type. Variables
 * arrive as strings, so they are read as the field's type. `undefined`: no stored row can hold
 * the value (e.g. a malformed id), so it matches nothing.
 */
export function bindValue(field: ScalarField, name: string, queried: QueriedValue): BoundValue | undefined {
  let { value } = queried;
  const { fromVariable, position } = queried;
  const wrongType = (expected: string) =>
    malformedWhere(`Field '${name}' takes ${expected}, not ${describe(value)}`, position);
  switch (field.type) {
    case 'text':
    case 'uuid': {
      // PostgreSQL text cannot hold NUL, so no stored value equals a string containing one.
      if (typeof value === 'number' && field.numbersAsText) value = String(value);
      if (typeof value !== 'string') throw wrongType('a string');
      if (value.includes('\u0000') || (field.type === 'uuid' && !isUuid(value))) return undefined;
      const stored = field.toStored ? field.toStored(value) : value;
      return stored === undefined ? undefined : { value: stored };
    }
    case 'number': {
      const number = typeof value === 'string' && fromVariable && value.trim() !== '' ? Number(value) : value;
      // Number fields are integer columns: PostgreSQL would fail on anything else as the parameter's type.
      if (typeof number !== 'number' || !Number.isInteger(number) || number < minInteger || number > maxInteger)
        throw wrongType(`an integer from ${minInteger} to ${maxInteger}`);
      return { value: number };
    }
    case 'boolean': {
      const flag = fromVariable && (value === 'true' || value === 'false') ? value === 'true' : value;
      if (typeof flag !== 'boolean') throw wrongType('true or false');
      return { value: flag };
    }
    case 'date': {
      if (typeof value !== 'string' || !isoInstantPattern.test(value) || Number.isNaN(Date.parse(value))) {
        throw wrongType('a date or date-time in ISO 8601 form (e.g. "2024-01-01" or "2024-01-01T00:00:00.000Z")');
      }
      // A date alone is the start of that day in UTC, as commercetools reads it.
      return { value: new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toISOString(), cast: 'timestamptz' };
    }
    case 'json':
      if (typeof value === 'string' && value.includes('\u0000')) return undefined;
      return { value: JSON.stringify(value), cast: 'jsonb', jsonType: typeof value as 'string' | 'number' | 'boolean' };
  }
}

import {
  searchBooleanAttributes,
  type DateRange,
  type SearchBooleanAttribute,
  type SearchCondition,
  type SearchFacet,
} from '@chairside/db';
import { ExpressionSyntaxError, type Expression, type FilterValue, type RangeBound } from './filter-expression';

/** The index's fields by their commercetools search path. */
type FieldSpec =
  | { kind: 'categories' }
  | { kind: 'categoriesExistence' }
  | { kind: 'terms'; field: 'sku' | 'itemNumber' | 'previousSku' | 'brand' | 'slug' | 'key' | 'id' }
  | { kind: 'flag'; field: SearchBooleanAttribute }
  | { kind: 'createdAt' };

const attributePrefix = 'variants.attributes.';
const fixedFields: Record<string, FieldSpec> = {
  'categories.id': { kind: 'categories' },
  categories: { kind: 'categoriesExistence' },
  'variants.sku': { kind: 'terms', field: 'sku' },
  [`${attributePrefix}hs_sku`]: { kind: 'terms', field: 'sku' },
  [`${attributePrefix}hs_item_number`]: { kind: 'terms', field: 'itemNumber' },
  [`${attributePrefix}previous_sku`]: { kind: 'terms', field: 'previousSku' },
  [`${attributePrefix}brand`]: { kind: 'terms', field: 'brand' },
  'slug.en-US': { kind: 'terms', field: 'slug' },
  key: { kind: 'terms', field: 'key' },
  id: { kind: 'terms', field: 'id' },
  createdAt: { kind: 'createdAt' },
};
const flagFields = Object.fromEntries(
  searchBooleanAttributes.map((field) => [`${attributePrefix}${field}`, { kind: 'flag', field } as FieldSpec]),
);
const fields: Record<string, FieldSpec> = { ...fixedFields, ...flagFields };

export const filterableFields = Object.keys(fields);
export const termFacetFields = ['categories.id', `${attributePrefix}brand`, ...Object.keys(flagFields)];

function fieldSpec(path: string): FieldSpec {
  const spec = Object.hasOwn(fields, path) ? fields[path] : undefined;
  if (!spec)
    throw new ExpressionSyntaxError(`'${path}' is not a searchable field; use one of ${filterableFields.join(', ')}`);
  return spec;
}

/** A filter expression as a condition of the search index. */
export function toCondition(expression: Expression): SearchCondition {
  const spec = fieldSpec(expression.field);
  const { body } = expression;
  if (body.kind === 'existence') return existence(spec, expression.field, body.exists);
  if (spec.kind === 'createdAt') {
    if (body.kind !== 'ranges')
      throw new ExpressionSyntaxError(
        `'createdAt' takes range (from to to), e.g. createdAt:range ("2026-01-01T00:00:00.000Z" to *)`,
      );
    return {
      field: 'createdAt',
      kind: 'dateRanges',
      ranges: body.ranges.map(({ from, to }) => ({ from: date(from), to: date(to) })),
    };
  }
  if (body.kind !== 'values')
    throw new ExpressionSyntaxError(
      `'${expression.field}' takes values, not ${body.kind === 'ranges' ? 'ranges' : 'a bare field'}`,
    );
  switch (spec.kind) {
    case 'categories': {
      const ids = body.values.filter((value) => value.kind !== 'subtree').map((value) => text(expression.field, value));
      const subtrees = body.values.flatMap((value) => (value.kind === 'subtree' ? [value.id] : []));
      return { field: 'categories', kind: 'categories', ids, subtrees };
    }
    case 'terms':
      return { field: spec.field, kind: 'terms', values: body.values.map((value) => text(expression.field, value)) };
    case 'flag':
      return { field: spec.field, kind: 'flags', values: body.values.map((value) => flag(expression.field, value)) };
    case 'categoriesExistence':
      throw new ExpressionSyntaxError(
        `'categories' takes exists or missing; filter on category ids with categories.id`,
      );
  }
}

function existence(spec: FieldSpec, path: string, exists: boolean): SearchCondition {
  if (spec.kind === 'categories' || spec.kind === 'categoriesExistence')
    return { field: 'categories', kind: 'exists', exists };
  if (spec.kind === 'flag') return { field: spec.field, kind: 'exists', exists };
  if (spec.kind === 'terms' && (spec.field === 'brand' || spec.field === 'previousSku'))
    return { field: spec.field, kind: 'exists', exists };
  throw new ExpressionSyntaxError(
    `'${path}' is always set; exists and missing apply to categories, brand, previous_sku and the boolean attributes`,
  );
}

function text(path: string, value: FilterValue): string {
  if (value.kind === 'string') return value.value;
  if (value.kind === 'number') return value.text;
  if (value.kind === 'subtree')
    throw new ExpressionSyntaxError(`subtree(...) applies to categories.id only, not '${path}'`);
  throw new ExpressionSyntaxError(`'${path}' takes text values in quotes, not ${value.value}`);
}

function flag(path: string, value: FilterValue): boolean {
  if (value.kind === 'boolean') return value.value;
  if (value.kind === 'string' && (value.value === 'true' || value.value === 'false')) return value.value === 'true';
  throw new ExpressionSyntaxError(`'${path}' is a boolean attribute; use true or false`);
}

function date(bound: RangeBound): DateRange['from'] {
  if (bound === undefined) return undefined;
  const parsed = bound.kind === 'string' ? new Date(bound.value) : undefined;
  if (!parsed || Number.isNaN(parsed.getTime())) {
    throw new ExpressionSyntaxError(
      `'${bound.kind === 'string' ? bound.value : bound.text}' is not a date; use an ISO 8601 date in quotes or *`,
    );
  }
  return parsed;
}

/** The facet type a search response renders for each facet. */
export type FacetKind =
  { kind: 'terms'; dataType: 'text' | 'boolean'; productField: boolean } | { kind: 'range' } | { kind: 'filter' };

/** A facet expression as a facet of the search index, with how its result is rendered. */
export function toFacet(expression: Expression): { facet: SearchFacet; render: FacetKind } {
  const spec = fieldSpec(expression.field);
  const { body } = expression;
  if (body.kind === 'field') {
    if (spec.kind === 'categories')
      return {
        facet: { kind: 'terms', field: 'categories' },
        render: { kind: 'terms', dataType: 'text', productField: true },
      };
    if (spec.kind === 'terms' && spec.field === 'brand')
      return {
        facet: { kind: 'terms', field: 'brand' },
        render: { kind: 'terms', dataType: 'text', productField: false },
      };
    if (spec.kind === 'flag')
      return {
        facet: { kind: 'terms', field: spec.field },
        render: { kind: 'terms', dataType: 'boolean', productField: false },
      };
    throw new ExpressionSyntaxError(
      `a term facet on '${expression.field}' is not supported; term facets: ${termFacetFields.join(', ')}`,
    );
  }
  if (body.kind === 'ranges') {
    const condition = toCondition(expression);
    if (condition.kind !== 'dateRanges') throw new ExpressionSyntaxError(`range facets apply to createdAt only`);
    return { facet: { kind: 'dateRanges', field: 'createdAt', ranges: condition.ranges }, render: { kind: 'range' } };
  }
  const condition = toCondition(expression);
  return { facet: { kind: 'filter', field: condition.field, condition }, render: { kind: 'filter' } };
}

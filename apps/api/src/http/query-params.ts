import { invalidInput } from './api-error';

export type SortDirection = 'asc' | 'desc';
export interface SortTerm<F extends string> {
  field: F;
  direction: SortDirection;
}

/** Repeated query parameters arrive as an array, a single one as a string. */
export function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Parses commercetools `sort=<field> asc|desc` parameters (repeatable, applied in order) against
 * the fields an endpoint can sort by. A missing direction means asc.
 */
export function parseSort<F extends string>(value: string | string[] | undefined, fields: readonly F[]): SortTerm<F>[] {
  return asList(value).map((term) => {
    const [field, direction = 'asc', ...rest] = term.trim().split(/\s+/);
    const known = fields.find((candidate) => candidate === field);
    if (!known || rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
      throw invalidInput(`sort: '${term}' is not supported; sort by ${fields.join(', ')} with asc or desc.`);
    }
    return { field: known, direction };
  });
}

import { ApiError } from '../http/api-error';
import type { SourcePosition } from './predicate-ast';

/** A 400 InvalidInput naming what is wrong with a `where` parameter and, when known, where. */
export function malformedWhere(problem: string, position?: SourcePosition): ApiError {
  const at = position ? ` (line ${position.line}, column ${position.column})` : '';
  return new ApiError(400, 'InvalidInput', `Malformed parameter: where: ${problem}${at}`);
}

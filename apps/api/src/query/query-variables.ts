import { queryParamsSchema } from '@chairside/contracts';
import { z } from 'zod';
import type { Variables } from './predicate-values';

const variablePrefix = 'var.';
const variableName = /^[A-Za-z0-9_-]+$/;
const repeatable = z.union([z.string(), z.array(z.string())]);

/**
 * Query parameters of an endpoint with `where`, plus its input variables (`var.<name>`, repeated
 * for a list). Any other unknown parameter is still rejected.
 */
export function withQueryVariables<Shape extends z.ZodRawShape>(params: z.ZodObject<Shape>) {
  return params.catchall(repeatable).superRefine((values, context) => {
    for (const key of Object.keys(values)) {
      if (key in params.shape) continue;
      if (key.startsWith(variablePrefix) && variableName.test(key.slice(variablePrefix.length))) continue;
      context.addIssue({ code: 'custom', message: `Unrecognized key: "${key}"`, path: [] });
    }
  });
}

/** The commercetools query parameters (limit, offset, withTotal, sort, where, expand) with input variables. */
export const predicateQueryParamsSchema = withQueryVariables(queryParamsSchema);
export type PredicateQueryParams = z.infer<typeof predicateQueryParamsSchema>;

/** The `var.<name>` parameters as variables for the predicate compiler. */
export function queryVariables(params: Record<string, unknown>): Variables {
  const variables = new Map<string, string[]>();
  for (const [key, value] of Object.entries(params)) {
    if (!key.startsWith(variablePrefix)) continue;
    const values = Array.isArray(value) ? value : [value];
    variables.set(
      key.slice(variablePrefix.length),
      values.filter((item): item is string => typeof item === 'string'),
    );
  }
  return variables;
}

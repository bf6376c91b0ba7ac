import { z } from 'zod';

/** commercetools error object: a code, a message, and code-specific extra fields. */
export const errorObjectSchema = z.looseObject({ code: z.string(), message: z.string() });

/**
 * The one error body every API error uses: {statusCode, message, errors:[{code, message, ...}]}. OAuth and access
 * errors also carry `error` (the OAuth code) and `error_description`, as commercetools' AuthErrorResponse does.
 */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  errors: z.array(errorObjectSchema),
  error: z.string().optional(),
  error_description: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const localizedStringSchema = z.record(z.string(), z.string());

export const referenceSchema = <T extends string>(typeId: T) => z.object({ typeId: z.literal(typeId), id: z.string() });

export const pagedQueryResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    limit: z.number().int(),
    offset: z.number().int(),
    count: z.number().int(),
    total: z.number().int().optional(),
    results: z.array(item),
  });

const repeatable = z.union([z.string(), z.array(z.string())]);

/** Query parameters shared by commercetools query endpoints. Unknown parameters are rejected. */
export const queryParamsSchema = z.strictObject({
  limit: z.coerce.number().int().min(0).max(500).default(20),
  offset: z.coerce.number().int().min(0).max(10000).default(0),
  withTotal: z.enum(['true', 'false']).optional(),
  sort: repeatable.optional(),
  where: repeatable.optional(),
  expand: repeatable.optional(),
});
export type QueryParams = z.infer<typeof queryParamsSchema>;

/**
 * The storefront's server tells the API, on every call it makes for a visitor, the visitor's address in this header.
 * The API believes it only from the storefront's own client (see TRUSTED_VISITOR_CLIENTS), so every per-visitor limit
 * counts the visitor, not the storefront.
 */
export const visitorAddressHeader = 'x-visitor-address';

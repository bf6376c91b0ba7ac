import { z } from 'zod';
import { errorResponseSchema } from './common';

/**
 * OAuth and access-token errors: the commercetools error body plus the OAuth 2.0 fields
 * (`error` is the OAuth code, e.g. invalid_token, insufficient_scope, invalid_client).
 */
export const authErrorResponseSchema = errorResponseSchema.extend({
  error: z.string(),
  error_description: z.string(),
});
export type AuthErrorResponse = z.infer<typeof authErrorResponseSchema>;

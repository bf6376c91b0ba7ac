import 'server-only';
import type { z } from 'zod';
import { ApiError, apiRequest, type ApiRequestInit } from './client';

/** Spec §7: a POST is retried once when the API answers one of these (transient) statuses. */
const retryableStatuses = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/**
 * A read-only POST made with the signed-in customer's access token (order service lookups such as
 * /ct/pricing and /ct/inventory). Never cached: the answer is the customer's own (no-store in
 * apiRequest), so it can never share an entry with another visitor's or an anonymous page.
 */
export async function customerLookup<T extends z.ZodType>(
  path: string,
  body: unknown,
  schema: T,
  accessToken: string,
): Promise<z.infer<T>> {
  const init: ApiRequestInit = {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { authorization: `Bearer ${accessToken}` },
  };
  try {
    return await apiRequest(path, schema, init);
  } catch (error) {
    if (!(error instanceof ApiError && retryableStatuses.has(error.status))) throw error;
    return apiRequest(path, schema, init);
  }
}

import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import { ApiError, apiRequest, type ApiRequestInit } from './client';
import { forgetPublicAccessToken, publicAccessToken } from './public-token';

async function tokenOrNone(): Promise<string | undefined> {
  try {
    return await publicAccessToken();
  } catch (error) {
    unstable_rethrow(error); // Next's own control-flow errors (e.g. dynamic rendering) are not failures
    // Without a token the call is made anyway: the API answers 401 and the caller gets that error.
    console.error('No public access token:', error);
    return undefined;
  }
}

function withBearer(init: ApiRequestInit, token: string | undefined): ApiRequestInit {
  return token ? { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } } : init;
}

/**
 * A catalogue read with the public access token. A 401 means the token lapsed or its signing key
 * rotated: the token is dropped and the request repeated once with a fresh one.
 */
export async function catalogRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  init: ApiRequestInit = {},
): Promise<z.infer<T>> {
  const token = await tokenOrNone();
  try {
    return await apiRequest(path, schema, withBearer(init, token));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    if (token) forgetPublicAccessToken(token);
    return apiRequest(path, schema, withBearer(init, await tokenOrNone()));
  }
}

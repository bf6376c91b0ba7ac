import 'server-only';
import type { z } from 'zod';
import { apiBaseUrl } from './base-url';

const timeoutMs = 5000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * One request to the API, answered as the schema's type. Non-2xx replies, network failures and
 * bodies that do not match the contract all throw, so callers have a single failure path.
 */
export async function apiRequest<T extends z.ZodType>(path: string, schema: T, init: RequestInit = {}): Promise<z.infer<T>> {
  const response = await fetch(`${apiBaseUrl()}${path}`, {
    ...init,
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    signal: AbortSignal.timeout(timeoutMs),
    cache: 'no-store',
  });
  if (!response.ok) throw new ApiError(response.status, `${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return schema.parse(await response.json());
}

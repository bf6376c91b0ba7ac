import 'server-only';
import { Agent, request } from 'undici';
import type { z } from 'zod';
import { apiBaseUrl } from './base-url';

/** How long the API may take to start answering, and may then pause while sending the body. */
const timeoutMs = 5000;

/**
 * One keep-alive connection pool per process for these calls. undici's `request` instead of
 * `fetch`: fetch's web streams cost about three times the CPU per call (measured 0.8 vs 0.27 ms
 * for a 24-sku price lookup), and these calls are always `no-store`, so Next's fetch
 * instrumentation has nothing to add. A signed-in listing makes two of them per page.
 */
const dispatcher = new Agent({ keepAliveTimeout: 10_000, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequestInit {
  method?: 'GET' | 'POST';
  /** A JSON body, already serialised. */
  body?: string;
  headers?: Record<string, string>;
}

/**
 * One request to the API, answered as the schema's type. Non-2xx replies, network failures and
 * bodies that do not match the contract all throw, so callers have a single failure path. Never
 * cached here: cached catalogue reads go through cached-read.ts.
 */
export async function apiRequest<T extends z.ZodType>(path: string, schema: T, init: ApiRequestInit = {}): Promise<z.infer<T>> {
  const method = init.method ?? 'GET';
  const response = await request(`${apiBaseUrl()}${path}`, {
    method,
    body: init.body,
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    dispatcher,
  });
  if (response.statusCode < 200 || response.statusCode > 299) {
    await response.body.dump(); // frees the connection for the next call
    throw new ApiError(response.statusCode, `${method} ${path} answered ${response.statusCode}`);
  }
  return schema.parse(await response.body.json());
}

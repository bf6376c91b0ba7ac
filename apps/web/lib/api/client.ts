import 'server-only';
import type { z } from 'zod';
import { sendToApi } from './transport';

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
export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  init: ApiRequestInit = {},
): Promise<z.infer<T>> {
  const method = init.method ?? 'GET';
  const response = await sendToApi(path, {
    method,
    body: init.body,
    headers: init.headers,
    timeoutMs,
  });
  if (response.statusCode < 200 || response.statusCode > 299) {
    await response.body.dump(); // frees the connection for the next call
    throw new ApiError(response.statusCode, `${method} ${path} answered ${response.statusCode}`);
  }
  return schema.parse(await response.body.json());
}

import 'server-only';
import { errorCodeOf, type ErrorCode } from '@chairside/contracts';
import { storefrontClientAuthorization } from './client-credentials';
import { headersOf, sendToApi } from './transport';

const defaultTimeoutMs = 10_000;

export interface ApiReply {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined for an empty or non-JSON body. */
  body: unknown;
}

/**
 * One call to the API whose answer the caller branches on. Unlike apiRequest it never throws on a
 * non-2xx reply: the account, cart and checkout flows branch on the status and error code (401,
 * 429, InvalidField, ...). `auth` is the storefront's client credentials (token endpoints, /auth/*)
 * or a customer's access token; without it the call is anonymous.
 */
export async function accountCall(
  path: string,
  options: {
    method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    /** Sent as JSON; a URLSearchParams is sent as a form (the OAuth token endpoints). */
    body?: unknown;
    auth?: { client: true } | { bearer: string };
    headers?: Record<string, string>;
    timeoutMs?: number;
  },
): Promise<ApiReply> {
  const authorization =
    options.auth === undefined
      ? undefined
      : 'bearer' in options.auth
        ? `Bearer ${options.auth.bearer}`
        : storefrontClientAuthorization();
  const response = await sendToApi(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: { ...(authorization ? { authorization } : {}), ...options.headers },
    body:
      options.body === undefined || options.body instanceof URLSearchParams
        ? options.body
        : JSON.stringify(options.body),
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
  });
  const text = await response.body.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.statusCode, headers: headersOf(response), body };
}

/** An account call the API refused: its status, code and message, and with 409 ConcurrentModification the version now. */
export interface AccountCallFailure {
  ok: false;
  /** 401 without a session, 503 when the API did not answer. */
  status: number;
  code: ErrorCode | undefined;
  message: string;
  currentVersion?: number;
}

/** The failure of a refused reply, with what `extra` reads of its first error (a field, unknown skus). */
export function accountCallFailure<Extra extends object>(
  reply: ApiReply,
  extra: (error: ApiErrorItem | undefined) => Extra,
): AccountCallFailure & Extra {
  const error = firstApiError(reply.body);
  const currentVersion = typeof error?.currentVersion === 'number' ? error.currentVersion : undefined;
  return {
    ok: false,
    status: reply.status,
    code: error?.code,
    message: error?.message ?? '',
    ...(currentVersion === undefined ? {} : { currentVersion }),
    ...extra(error),
  };
}

/** One error of the API's error body; `code` is undefined for a code this storefront does not know (a newer API). */
export interface ApiErrorItem {
  code: ErrorCode | undefined;
  message: string;
  [key: string]: unknown;
}

/** The first error object of the API's error body ({statusCode, message, errors:[{code, message, ...}]}). */
export function firstApiError(body: unknown): ApiErrorItem | undefined {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return undefined;
  const first: unknown = body.errors[0];
  if (!first || typeof first !== 'object' || !('code' in first)) return undefined;
  const message = 'message' in first && typeof first.message === 'string' ? first.message : '';
  return { ...(first as Record<string, unknown>), code: errorCodeOf(first.code), message };
}

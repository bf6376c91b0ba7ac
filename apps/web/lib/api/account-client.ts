import 'server-only';
import { headersOf, sendToApi } from './transport';

const timeoutMs = 10_000;

export interface ApiReply {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined for an empty or non-JSON body. */
  body: unknown;
}

function clientBasicAuth(): string {
  const clientId = process.env.STOREFRONT_CLIENT_ID ?? 'storefront';
  const clientSecret = process.env.STOREFRONT_CLIENT_SECRET ?? 'storefront-demo-secret';
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

/**
 * One call to the API for the account pages. Unlike apiRequest it never throws on a non-2xx reply:
 * the account flows branch on the status and error code (401, 429, InvalidField, ...).
 * `auth` is either the storefront's client credentials (/auth/*) or a customer's access token.
 */
export async function accountCall(
  path: string,
  options: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; auth: { client: true } | { bearer: string }; headers?: Record<string, string> },
): Promise<ApiReply> {
  const authorization = 'bearer' in options.auth ? `Bearer ${options.auth.bearer}` : clientBasicAuth();
  const response = await sendToApi(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: { authorization, ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    timeoutMs,
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

/** The first error object of the API's error body ({statusCode, message, errors:[{code, message, ...}]}). */
export function firstApiError(body: unknown): { code: string; message: string; [key: string]: unknown } | undefined {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return undefined;
  const first: unknown = body.errors[0];
  if (!first || typeof first !== 'object' || !('code' in first) || typeof first.code !== 'string') return undefined;
  const message = 'message' in first && typeof first.message === 'string' ? first.message : '';
  return { ...(first as Record<string, unknown>), code: first.code, message };
}

import 'server-only';
import { savedCardListSchema, savedCardSchema, idempotencyKeyHeader, type AddCardRequest, type SavedCard } from '@chairside/contracts';
import { getCustomerAccessToken } from '../session/session';
import { accountCall, firstApiError } from './account-client';

/** A field the API refused, e.g. {field: 'number', message: 'Please enter a valid card number.'}. */
export interface FieldProblem {
  field: string;
  message: string;
}

export type CardsResult<T> = { ok: true; value: T } | { ok: false; status: number; code: string | undefined; message: string; fields: FieldProblem[] };

/** Spec §7: a POST or DELETE is retried once on these statuses (safe: card POSTs carry an Idempotency-Key). */
const retryableStatuses = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

function fieldProblems(body: unknown): FieldProblem[] {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((error: unknown) =>
    error && typeof error === 'object' && 'field' in error && typeof error.field === 'string' && 'message' in error && typeof error.message === 'string'
      ? [{ field: error.field, message: error.message }]
      : [],
  );
}

/**
 * A /mw/cards call with the signed-in customer's token. Card data passes straight through to the
 * API: nothing here logs or keeps it.
 */
async function cardsCall<T>(
  path: string,
  parse: (body: unknown) => T | undefined,
  options: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<CardsResult<T>> {
  const token = await getCustomerAccessToken();
  if (!token) return { ok: false, status: 401, code: undefined, message: 'Not signed in', fields: [] };
  // An unreachable API (or one that did not answer in time) counts as 503: retried once like the statuses above.
  const call = () => accountCall(path, { ...options, auth: { bearer: token } }).catch(() => ({ status: 503, headers: new Headers(), body: undefined }));
  let reply = await call();
  if (options.method !== undefined && options.method !== 'GET' && retryableStatuses.has(reply.status)) reply = await call();
  if (reply.status >= 200 && reply.status < 300) {
    const value = parse(reply.body);
    return value === undefined ? { ok: false, status: 502, code: 'InvalidResponse', message: 'Unexpected answer', fields: [] } : { ok: true, value };
  }
  const error = firstApiError(reply.body);
  return { ok: false, status: reply.status, code: error?.code, message: error?.message ?? '', fields: fieldProblems(reply.body) };
}

const asCard = (body: unknown) => savedCardSchema.safeParse(body).data;

/** The customer's saved cards, primary first; undefined when the API could not be asked. */
export async function listMyCards(): Promise<SavedCard[] | undefined> {
  const result = await cardsCall('/mw/cards', (body) => savedCardListSchema.safeParse(body).data?.results);
  return result.ok ? result.value : undefined;
}

/** Tokenizes and keeps a card; the key makes a retried or repeated submit save it once. */
export async function addMyCard(card: AddCardRequest, idempotencyKey: string): Promise<CardsResult<SavedCard>> {
  return cardsCall('/mw/cards', asCard, { method: 'POST', body: card, headers: { [idempotencyKeyHeader]: idempotencyKey } });
}

export async function makeMyCardPrimary(uuid: string): Promise<CardsResult<SavedCard>> {
  return cardsCall(`/mw/cards/${encodeURIComponent(uuid)}/primary`, asCard, { method: 'POST' });
}

export async function deleteMyCard(uuid: string): Promise<CardsResult<SavedCard>> {
  return cardsCall(`/mw/cards/${encodeURIComponent(uuid)}`, asCard, { method: 'DELETE' });
}

import 'server-only';
import {
  savedCardListSchema,
  savedCardSchema,
  idempotencyKeyHeader,
  type AddCardRequest,
  type ErrorCode,
  type SavedCard,
} from '@chairside/contracts';
import { getCustomerAccessToken } from '@/lib/session/session';
import { accountCall, firstApiError } from './account-client';

/** A field the API refused, e.g. {field: 'number', message: 'Please enter a valid card number.'}. */
export interface FieldProblem {
  field: string;
  message: string;
}

export type CardsResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; code: ErrorCode | undefined; message: string; fields: FieldProblem[] };

/** Spec §7: a POST or DELETE is retried once on these statuses (safe: card POSTs carry an Idempotency-Key). */
const retryableStatuses = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

function fieldProblems(body: unknown): FieldProblem[] {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((error: unknown) =>
    error &&
    typeof error === 'object' &&
    'field' in error &&
    typeof error.field === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
      ? [{ field: error.field, message: error.message }]
      : [],
  );
}

/**
 * A /mw/cards call with the signed-in customer's token. No card data passes here: a new card is the payment
 * gateway's one-time token for it.
 */
async function cardsCall<T>(
  path: string,
  parse: (body: unknown) => T | undefined,
  options: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<CardsResult<T>> {
  const token = await getCustomerAccessToken();
  if (!token) return { ok: false, status: 401, code: undefined, message: 'Not signed in', fields: [] };
  // An unreachable API (or one that did not answer in time) counts as 503: retried once like the statuses above.
  const call = () =>
    accountCall(path, { ...options, auth: { bearer: token } }).catch(() => ({
      status: 503,
      headers: new Headers(),
      body: undefined,
    }));
  let reply = await call();
  if (options.method !== undefined && options.method !== 'GET' && retryableStatuses.has(reply.status))
    reply = await call();
  if (reply.status >= 200 && reply.status < 300) {
    const value = parse(reply.body);
    return value === undefined
      ? { ok: false, status: 502, code: undefined, message: 'Unexpected answer', fields: [] }
      : { ok: true, value };
  }
  const error = firstApiError(reply.body);
  return {
    ok: false,
    status: reply.status,
    code: error?.code,
    message: error?.message ?? '',
    fields: fieldProblems(reply.body),
  };
}

const asCard = (body: unknown) => savedCardSchema.safeParse(body).data;

/** The customer's saved cards, primary first; undefined when the API could not be asked. */
export async function listMyCards(): Promise<SavedCard[] | undefined> {
  const result = await cardsCall('/mw/cards', (body) => savedCardListSchema.safeParse(body).data?.results);
  return result.ok ? result.value : undefined;
}

/** Keeps the card a card token stands for; the key makes a retried or repeated submit save it once. */
export async function addMyCard(card: AddCardRequest, idempotencyKey: string): Promise<CardsResult<SavedCard>> {
  return cardsCall('/mw/cards', asCard, {
    method: 'POST',
    body: card,
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });
}

/** A saved card's path; none for an id no card can have (the card actions take whatever a client posts). */
const cardPath = (uuid: unknown) =>
  typeof uuid === 'string' && /^[\w-]{1,64}$/.test(uuid) ? `/mw/cards/${uuid}` : undefined;
const noSuchCard: CardsResult<never> = { ok: false, status: 404, code: undefined, message: 'No such card', fields: [] };

export async function makeMyCardPrimary(uuid: string): Promise<CardsResult<SavedCard>> {
  const path = cardPath(uuid);
  return path ? cardsCall(`${path}/primary`, asCard, { method: 'POST' }) : noSuchCard;
}

export async function deleteMyCard(uuid: string): Promise<CardsResult<SavedCard>> {
  const path = cardPath(uuid);
  return path ? cardsCall(path, asCard, { method: 'DELETE' }) : noSuchCard;
}

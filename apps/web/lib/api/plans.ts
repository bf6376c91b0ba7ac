import 'server-only';
import {
  idempotencyKeyHeader,
  planListSchema,
  planOrderNowResponseSchema,
  planSchema,
  planSuggestionsSchema,
  type Plan,
  type PlanDraft,
  type PlanSuggestion,
  type PlanUpdateAction,
} from '@chairside/contracts';
import { getCustomerAccessToken } from '@/lib/session/session';
import { accountCall, accountCallFailure, type AccountCallFailure, type ApiReply } from './account-client';

/**
 * The customer's REPLENISH plans through the plan service (spec §3, §7 ct/plans; issue 16), with the customer's token.
 * Every call answers a result the caller branches on; none throws.
 */

/** currentVersion: the plan's version now. */
export type PlanFailure = AccountCallFailure & {
  /** The field the API refused (400 InvalidField), when it names one. */
  field?: string;
};
export type PlanResult<T> = { ok: true; value: T } | PlanFailure;

const base = '/ct/plans';
const planUrl = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** Spec §7: a POST or PATCH is retried once on these statuses; order now is safe to retry (its Idempotency-Key). */
const retryableStatuses = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const failure = (reply: ApiReply): PlanFailure =>
  accountCallFailure(reply, (error) => (typeof error?.field === 'string' ? { field: error.field } : {}));

async function planCall<T>(
  path: string,
  parse: (body: unknown) => T | undefined,
  options: {
    method?: 'GET' | 'POST' | 'PATCH';
    body?: unknown;
    headers?: Record<string, string>;
    retry?: boolean;
  } = {},
): Promise<PlanResult<T>> {
  const token = await getCustomerAccessToken();
  if (!token) return { ok: false, status: 401, code: undefined, message: 'Not signed in' };
  const { retry, ...request } = options;
  const call = () =>
    accountCall(path, { ...request, auth: { bearer: token } }).catch((error: unknown): ApiReply => {
      console.error(`Plan call ${options.method ?? 'GET'} ${path} failed:`, error);
      return { status: 503, headers: new Headers(), body: undefined };
    });
  let reply = await call();
  if (retry && retryableStatuses.has(reply.status)) reply = await call();
  if (reply.status !== 200 && reply.status !== 201) return failure(reply);
  const value = parse(reply.body);
  if (value === undefined) {
    console.error(`Plan answer of ${path} did not match the contract`);
    return { ok: false, status: 502, code: undefined, message: '' };
  }
  return { ok: true, value };
}

const parsePlan = (body: unknown) => planSchema.safeParse(body).data;

/** The customer's plans (spec §7 order: next date first), without their order history. */
export function listMyPlans(): Promise<PlanResult<Plan[]>> {
  return planCall(base, (body) => planListSchema.safeParse(body).data?.results);
}

/** One plan with its items (prices, images) and the newest orders it placed; 404 for another customer's. */
export function getMyPlan(id: string): Promise<PlanResult<Plan>> {
  return planCall(planUrl(id), parsePlan);
}

export function createMyPlan(draft: PlanDraft): Promise<PlanResult<Plan>> {
  return planCall(base, parsePlan, { method: 'POST', body: draft });
}

/** The actions apply together at `version` or not at all (409 with the current version). */
export function updateMyPlan(id: string, version: number, actions: PlanUpdateAction[]): Promise<PlanResult<Plan>> {
  return planCall(planUrl(id), parsePlan, { method: 'PATCH', body: { version, actions } });
}

/** Places the plan's order at once; the key makes a retried or repeated click order once (DESIGN §4). */
export function orderPlanNow(
  id: string,
  idempotencyKey: string,
): Promise<PlanResult<{ order_id: string; order_number: string }>> {
  return planCall(`${planUrl(id)}/orders`, (body) => planOrderNowResponseSchema.safeParse(body).data, {
    method: 'POST',
    body: {},
    headers: { [idempotencyKeyHeader]: idempotencyKey },
    retry: true,
  });
}

/** Items the office buys at a steady interval and no plan holds yet. */
export function listMyPlanSuggestions(): Promise<PlanResult<PlanSuggestion[]>> {
  return planCall(`${base}/suggestions`, (body) => planSuggestionsSchema.safeParse(body).data?.results);
}

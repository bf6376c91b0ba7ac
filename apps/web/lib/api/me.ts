import 'server-only';
import {
  customerSchema,
  officeListSchema,
  type Customer,
  type ErrorCode,
  type MyCustomerUpdateAction,
  type Office,
  type OfficeSettings,
} from '@chairside/contracts';
import { getCustomerAccessToken, markSessionChanged } from '@/lib/session/session';
import { accountCall, firstApiError } from './account-client';

export type MeResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; code: ErrorCode | undefined; message: string; reason?: unknown };

/**
 * A call with the signed-in customer's access token; 401 when there is no (longer a) session.
 * Every POST here changes the customer (or the office its addresses come from): a successful one
 * makes the pages read the customer anew (Server Actions only: it writes the session cookie).
 */
async function meCall(path: string, body?: unknown): Promise<MeResult<unknown>> {
  const token = await getCustomerAccessToken();
  if (!token) return { ok: false, status: 401, code: undefined, message: 'Not signed in' };
  const reply = await accountCall(path, { body, auth: { bearer: token } });
  if (reply.status >= 200 && reply.status < 300) {
    if (body !== undefined) await markSessionChanged();
    return { ok: true, value: reply.body };
  }
  const error = firstApiError(reply.body);
  return { ok: false, status: reply.status, code: error?.code, message: error?.message ?? '', reason: error?.reason };
}

function asCustomer(result: MeResult<unknown>): MeResult<Customer> {
  if (!result.ok) return result;
  const parsed = customerSchema.safeParse(result.value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, status: 502, code: undefined, message: 'Unexpected answer' };
}

/** POST /aces/me with the customer's current version. */
export async function updateMe(version: number, actions: MyCustomerUpdateAction[]): Promise<MeResult<Customer>> {
  return asCustomer(await meCall('/aces/me', { version, actions }));
}

export async function changeMyPassword(
  version: number,
  currentPassword: string,
  newPassword: string,
): Promise<MeResult<Customer>> {
  return asCustomer(await meCall('/aces/me/password', { version, currentPassword, newPassword }));
}

export async function getMyOffices(): Promise<Office[]> {
  const result = await meCall('/mw/offices');
  if (!result.ok) return [];
  const parsed = officeListSchema.safeParse(result.value);
  return parsed.success ? parsed.data.results : [];
}

export async function setActiveOffice(businessUnitId: string): Promise<MeResult<unknown>> {
  return meCall('/mw/offices/active', { businessUnitId });
}

/** The office's setting "mail us when a sales representative places an order for us" (issue 18). */
export async function setOfficeNotifyRepOrders(officeId: string, notify: boolean): Promise<MeResult<unknown>> {
  return meCall(`/mw/offices/${encodeURIComponent(officeId)}/settings`, {
    notify_rep_orders: notify,
  } satisfies OfficeSettings);
}

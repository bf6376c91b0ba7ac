import 'server-only';
import { smsSignupSchema, type ErrorCode, type SmsSignup, type SmsSignupRequest } from '@chairside/contracts';
import { accountCall, firstApiError } from '@/lib/api/account-client';
import { getCustomerAccessToken } from '@/lib/session/session';

export type SmsCallResult =
  | { ok: true; signup: SmsSignup }
  | { ok: false; status: number; code: ErrorCode | undefined; message: string; field?: string };

const notSignedIn: SmsCallResult = { ok: false, status: 401, code: undefined, message: '' };
const unanswered: SmsCallResult = { ok: false, status: 503, code: undefined, message: '' };

/** One call to /mw/sms-signups… with the signed-in customer's token; never throws. */
async function smsCall(path: string, method: 'GET' | 'POST', body?: unknown): Promise<SmsCallResult> {
  const token = await getCustomerAccessToken();
  if (!token) return notSignedIn;
  try {
    const reply = await accountCall(path, { method, body, auth: { bearer: token } });
    if (reply.status === 200 || reply.status === 201) {
      const parsed = smsSignupSchema.safeParse(reply.body);
      if (parsed.success) return { ok: true, signup: parsed.data };
      console.error(`SMS sign-up answer of ${path} did not match the contract`);
      return unanswered;
    }
    const error = firstApiError(reply.body);
    return {
      ok: false,
      status: reply.status,
      code: error?.code,
      message: error?.message ?? '',
      ...(typeof error?.field === 'string' ? { field: error.field } : {}),
    };
  } catch (error) {
    console.error(`SMS sign-up call ${path} failed:`, error);
    return unanswered;
  }
}

/** The customer's sign-up; 404 when it has none. */
export const getMySmsSignup = () => smsCall('/mw/sms-signups/me', 'GET');
export const startSmsSignup = (body: SmsSignupRequest) => smsCall('/mw/sms-signups', 'POST', body);
export const confirmSmsSignup = (code: string) => smsCall('/mw/sms-signups/confirm', 'POST', { code });
export const resendSmsCode = () => smsCall('/mw/sms-signups/resend', 'POST');

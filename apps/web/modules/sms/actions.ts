'use server';

import { accountMessages, smsConsent, smsTexts } from '@chairside/domain';
import { headers } from 'next/headers';
import { formInvalid, hasErrors, postedForm } from '@/modules/account/validation';
import { botTokenOf } from '@/modules/bot-protection/fields';
import { isSalesRep } from '@/lib/session/sales-rep';
import { getCurrentCustomer } from '@/lib/session/session';
import type { SmsDialogStatus, SmsFormState } from './dialog-state';
import { confirmSmsSignup, getMySmsSignup, resendSmsCode, startSmsSignup, type SmsCallResult } from './sms-api';
import { codeErrors, signupErrors, signupValues } from './validation';

/** The message a refused call shows: a field's own where the API names one, else one for the form. */
function refused(result: Extract<SmsCallResult, { ok: false }>, fieldsShown: readonly string[]): SmsFormState {
  if (result.field && fieldsShown.includes(result.field))
    return { fieldErrors: { [result.field]: result.message }, formError: formInvalid };
  switch (result.code) {
    case 'SmsPhoneTaken':
      return fieldsShown.includes('phone')
        ? { fieldErrors: { phone: result.message }, formError: formInvalid }
        : { formError: result.message };
    case 'SmsCodeInvalid':
      return { fieldErrors: { code: result.message } };
    case 'BotProtectionFailed':
      return { formError: accountMessages.botProtectionFailed };
    case 'InvalidField':
    case 'SmsAlreadySignedUp':
    case 'TooManyRequests':
    case 'ResourceNotFound':
      return { formError: result.message };
    case 'AccessDenied':
      return { formError: smsTexts.representative };
    case 'SmsProviderFailed':
      return { formError: smsTexts.sendFailed };
    default:
      return { formError: result.status === 401 ? smsTexts.signIn : smsTexts.failed };
  }
}

/** Where the dialog opens: sign in first, a representative may not sign a customer up, or the sign-up's own step. */
export async function smsDialogStatusAction(): Promise<SmsDialogStatus> {
  const customer = await getCurrentCustomer();
  if (!customer) return { kind: 'signIn' };
  if (isSalesRep(customer)) return { kind: 'representative' };
  const result = await getMySmsSignup();
  if (result.ok) return { kind: result.signup.status === 'confirmed' ? 'done' : 'code', signup: result.signup };
  return result.status === 404 ? { kind: 'phone' } : { kind: 'failed' };
}

/** Step 1: the number and the consent; the API texts a code. The browser's user agent goes with the consent. */
export async function startSmsSignupAction(_previous: SmsFormState, posted: unknown): Promise<SmsFormState> {
  const data = postedForm(posted);
  const fieldErrors = signupErrors(data);
  if (hasErrors(fieldErrors)) return { fieldErrors, formError: formInvalid };
  const values = signupValues(data);
  const result = await startSmsSignup({
    phone: values.phone,
    consent: values.consent,
    consent_version: values.consentVersion || smsConsent.version,
    user_agent: (await headers()).get('user-agent')?.slice(0, 512) ?? undefined,
    'recaptcha-token': botTokenOf(data),
  });
  return result.ok ? { signup: result.signup } : refused(result, ['phone', 'consent']);
}

/** Step 2: the texted code; the answer carries the discount code. */
export async function confirmSmsCodeAction(_previous: SmsFormState, posted: unknown): Promise<SmsFormState> {
  const data = postedForm(posted);
  const fieldErrors = codeErrors(data);
  if (hasErrors(fieldErrors)) return { fieldErrors, formError: formInvalid };
  const code = data.get('code');
  const result = await confirmSmsSignup(typeof code === 'string' ? code : '');
  return result.ok ? { signup: result.signup } : refused(result, ['code']);
}

/** "Text me a new code". */
export async function resendSmsCodeAction(_previous: SmsFormState): Promise<SmsFormState> {
  const result = await resendSmsCode();
  return result.ok ? { signup: result.signup, success: smsTexts.resent } : refused(result, []);
}

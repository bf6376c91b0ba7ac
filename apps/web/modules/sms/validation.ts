import { enteredConfirmationCode, parseSmsPhone, smsTexts } from '@chairside/domain';
import type { FieldErrors } from '@/modules/account/validation';

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

export const phoneMessages = {
  missing: smsTexts.phoneMissing,
  invalid: smsTexts.phoneInvalid,
  region: smsTexts.phoneRegion,
} as const;

/** The sign-up form's fields as posted. */
export const signupValues = (data: FormData) => ({
  phone: text(data, 'phone'),
  consent: data.get('consent') === 'on',
  consentVersion: text(data, 'consent_version'),
});

/** The sign-up form's rules, in the browser and again in the action: a number we can text, and the consent ticked. */
export function signupErrors(data: FormData): FieldErrors {
  const values = signupValues(data);
  const phone = parseSmsPhone(values.phone);
  return {
    phone: phone.ok ? undefined : phoneMessages[phone.problem],
    consent: values.consent ? undefined : smsTexts.consentMissing,
  };
}

/** The code form's rule: six digits (spaces and a dash allowed). */
export function codeErrors(data: FormData): FieldErrors {
  return { code: enteredConfirmationCode(text(data, 'code')) ? undefined : smsTexts.codeMissing };
}

import type { SmsSignup } from '@chairside/contracts';
import type { SmsSignupView } from '@chairside/db';
import { attemptsLeft, nextCodeAllowedAt, parseSmsPhone } from '@chairside/domain';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A sign-up as the customer sees it: the pending code's limits, or the discount code it earned. */
export function toSmsSignup({ signup, discountCode }: SmsSignupView): SmsSignup {
  const pending = signup.status === 'pending';
  const phone = parseSmsPhone(signup.phone);
  return {
    id: signup.id,
    status: signup.status,
    phone: signup.phone,
    phone_display: phone.ok ? phone.display : signup.phone,
    consent_version: signup.consentVersion,
    consented_at: signup.consentedAt.toISOString(),
    code_expires_at: pending ? iso(signup.codeExpiresAt) : null,
    next_code_at: pending && signup.codeSentAt ? nextCodeAllowedAt(signup.codeSentAt).toISOString() : null,
    attempts_left: pending ? attemptsLeft(signup.codeAttempts) : null,
    confirmed_at: iso(signup.confirmedAt),
    discount_code: discountCode
      ? {
          code: discountCode.code,
          percent_off: (discountCode.permyriad ?? 0) / 100,
          used: discountCode.applications > 0,
        }
      : null,
  };
}

import { smsPhoneMaxLength } from '@chairside/domain';
import { z } from 'zod';
import { botToken } from './auth';

/**
 * SMS sign-up (issue 20): POST /mw/sms-signups starts it (a code is texted), POST /mw/sms-signups/confirm confirms the
 * number and earns the discount code, POST /mw/sms-signups/resend texts a new code, GET /mw/sms-signups/me reads it.
 * All act for the signed-in customer.
 */
export const smsSignupRequestSchema = z.strictObject({
  phone: z.string().max(smsPhoneMaxLength),
  /** The unticked checkbox next to the consent text; false is refused with InvalidField `consent`. */
  consent: z.boolean(),
  /** The version of the consent text the visitor was shown (smsConsent.version); another is refused. */
  consent_version: z.string().max(100),
  /** The visitor's browser, recorded with the consent (the storefront's server passes it on). */
  user_agent: z.string().max(512).optional(),
  'recaptcha-token': botToken,
});
export type SmsSignupRequest = z.infer<typeof smsSignupRequestSchema>;

export const smsConfirmRequestSchema = z.strictObject({ code: z.string().max(20) });

export const smsSignupSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'confirmed']),
  /** E.164, e.g. +12015550123. */
  phone: z.string(),
  /** As people write it, e.g. (201) 555-0123. */
  phone_display: z.string(),
  consent_version: z.string(),
  consented_at: z.string(),
  /** Pending only: when the texted code runs out, when another may be asked for, and entries left for it. */
  code_expires_at: z.string().nullable(),
  next_code_at: z.string().nullable(),
  attempts_left: z.number().int().nullable(),
  confirmed_at: z.string().nullable(),
  /** Confirmed only: the single-use code for the next web order, and whether an order has used it. */
  discount_code: z.object({ code: z.string(), percent_off: z.number(), used: z.boolean() }).nullable(),
});
export type SmsSignup = z.infer<typeof smsSignupSchema>;

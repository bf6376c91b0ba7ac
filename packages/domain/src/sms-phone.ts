import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * Mobile numbers for SMS sign-up (issue 20). Texts go to numbers in the regions the store ships to; a number typed
 * without a country code is read as a US number. Parsing and validation are libphonenumber-js's (Google's
 * libphonenumber metadata), so the rules follow the numbering plans, not a hand-written pattern.
 */
export const smsPhoneRegions: readonly CountryCode[] = ['US', 'PR'];
export const smsDefaultRegion: CountryCode = 'US';
/** Longer input is refused before parsing; a formatted US number with an extension fits well within it. */
export const smsPhoneMaxLength = 40;

export type SmsPhone =
  | {
      ok: true;
      /** E.164, e.g. +12015550123: what is stored and texted. */ e164: string;
      /** (201) 555-0123 */ display: string;
    }
  | { ok: false; problem: 'missing' | 'invalid' | 'region' };

/** Reads a typed phone number as an E.164 mobile number of one of smsPhoneRegions, or says what is wrong with it. */
export function parseSmsPhone(input: string): SmsPhone {
  const text = input.trim();
  if (!text) return { ok: false, problem: 'missing' };
  if (text.length > smsPhoneMaxLength) return { ok: false, problem: 'invalid' };
  const parsed = parsePhoneNumberFromString(text, smsDefaultRegion);
  if (!parsed?.isValid() || parsed.ext) return { ok: false, problem: 'invalid' };
  if (!parsed.country || !smsPhoneRegions.includes(parsed.country)) return { ok: false, problem: 'region' };
  return { ok: true, e164: parsed.number, display: parsed.formatNational() };
}

/** The last four digits behind bullets, for texts and pages that confirm which number was used. */
export function maskedPhone(e164: string): string {
  return `•••-•••-${e164.slice(-4)}`;
}

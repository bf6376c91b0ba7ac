import { luhnValid } from './card';

/** Spec §9: how long error tracing may take to deliver a report before giving up (transport and flush). */
export const errorTracingTimeoutMs = 2000;

const filtered = '[Filtered]';

/** Keys whose values are personal data or secrets wherever they appear (headers, extra data, request bodies). */
const sensitiveKey =
  /passw(?:or)?d|secret|token|^(?:proxy-)?authorization$|^auth$|cookie|session|e-?mail|phone|api[-_]?key|signature|credential|^ip_address$|^username$|^(?:card|card[-_]?number|number|pan|cvc|cvv2?|security[-_]?code|expiry|exp[-_]?(?:month|year))$/i;

const emailPattern = /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)+/gi;
const credentialPattern = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const jwtPattern = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
/** 13 to 19 digits, optionally grouped by spaces or dashes: a card number when Luhn agrees (so timestamps survive). */
const cardNumberPattern = /\b\d(?:[ -]?\d){12,18}\b/g;
/** A query-string parameter (`?name=value`, `&name=value`, or a bare `name=value` query string). */
const queryParameterPattern = /(^|[?&])([^=&?#\s]+)=([^&#\s]*)/g;

/** One string with emails, credentials, card numbers and secret query parameters taken out. */
export function scrubText(text: string): string {
  return text
    .replace(credentialPattern, `$1 ${filtered}`)
    .replace(jwtPattern, filtered)
    .replace(emailPattern, filtered)
    .replace(cardNumberPattern, (digits) => (luhnValid(digits.replace(/\D/g, '')) ? filtered : digits))
    .replace(queryParameterPattern, (parameter, separator: string, name: string) =>
      sensitiveKey.test(safeDecode(name)) ? `${separator}${name}=${filtered}` : parameter,
    );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Deeper than any report we send: what lies below is dropped rather than walked. */
const maxDepth = 16;

/**
 * An error report with no personal data (DESIGN.md §5, issue 20): values under sensitive keys are replaced, and every
 * string has emails, bearer/basic credentials, JWTs, card numbers and secret query parameters filtered. Works on any
 * JSON-shaped report (a Sentry event, a browser report), returning a scrubbed copy.
 */
export function scrubReport<T>(report: T): T {
  return scrub(report, 0) as T;
}

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= maxDepth) return filtered;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      sensitiveKey.test(key) && item !== null && item !== undefined ? filtered : scrub(item, depth + 1),
    ]),
  );
}

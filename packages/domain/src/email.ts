/**
 * A pragmatic email check shared by forms and the API: one @, a dotted domain, no spaces,
 * at most 254 characters (RFC 5321 path limit).
 */
export function isValidEmail(value: string): boolean {
  if (value.length > 254) return false;
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The login page's redirect target, only when it is a path on this site: it must start with a
 * single "/" (not "//" or "/\", which browsers read as another host) and hold no control
 * characters. Anything else falls back to the account dashboard.
 */
export function safeRedirectPath(value: unknown, fallback = '/customer/account'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  return value;
}

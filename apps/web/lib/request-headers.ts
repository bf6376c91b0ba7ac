/**
 * Request headers the proxy sets for the pages (spec §2 route middleware, step 1). Incoming values
 * of the same names are always overwritten, so a client cannot forge them.
 */
export const requestHeaderNames = {
  pathname: 'x-chairside-pathname',
  hasSessionCookie: 'x-chairside-session-cookie',
  featureFlags: 'x-chairside-feature-flags',
} as const;

/** The session cookie's name; its contents are resolved by the login issue. */
export const sessionCookieName = 'chairside_session';

/** Feature flags from a comma-separated list, e.g. FEATURE_FLAGS="progressBar,recaptcha". */
export function parseFeatureFlags(value: string | undefined | null): string[] {
  return (value ?? '')
    .split(',')
    .map((flag) => flag.trim())
    .filter(Boolean);
}

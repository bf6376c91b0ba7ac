/**
 * Request headers the proxy sets for the pages (spec §2 route middleware, step 1). Incoming values
 * of the same names are always overwritten, so a client cannot forge them.
 */
export const requestHeaderNames = {
  pathname: 'x-chairside-pathname',
  hasSessionCookie: 'x-chairside-session-cookie',
  featureFlags: 'x-chairside-feature-flags',
  /** '1' when the visitor reached us over HTTPS (the session cookie is then Secure). */
  https: 'x-chairside-https',
} as const;

/** The session cookie's name; it holds the sealed customer tokens (lib/session/cookie.ts). */
export const sessionCookieName = 'chairside_session';

/**
 * Feature flags from a comma-separated list, e.g. FEATURE_FLAGS="progressBar" (bot protection is switched by
 * RECAPTCHA_SITE_KEY, not a flag).
 */
export function parseFeatureFlags(value: string | undefined | null): string[] {
  return (value ?? '')
    .split(',')
    .map((flag) => flag.trim())
    .filter(Boolean);
}

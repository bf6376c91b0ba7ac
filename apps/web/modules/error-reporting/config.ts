import 'server-only';
import { dsnFromString } from '@sentry/core';

/**
 * The error-reporting service's DSN (Sentry's protocol: Sentry, GlitchTip, ...), ERROR_REPORTING_DSN, read at request
 * time so one build serves every environment. Unset (or not a DSN): errors go to the API's log instead.
 */
export function errorReportingDsn(env: Record<string, string | undefined> = process.env): string | undefined {
  const dsn = env.ERROR_REPORTING_DSN?.trim();
  return dsn && dsnFromString(dsn) ? dsn : undefined;
}

/** Where browsers send reports (the page CSP's connect-src must allow it). */
export function errorReportingOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const dsn = errorReportingDsn(env);
  return dsn ? [new URL(dsn).origin] : [];
}

import { errorTracingTimeoutMs, scrubReport } from '@chairside/domain';
import { errorReportOf } from './error-report';

/** The storefront route that passes reports on to the API's log (POST /errors). */
export const errorReportsPath = '/api/errors';
/** A page that keeps failing sends a few reports, not one per failure. */
const maxReportsPerPage = 10;

/**
 * Without an error-reporting service: uncaught errors and unhandled rejections are posted (scrubbed) to the API's log,
 * each distinct error once per page. Returns the sink for errors the boundaries catch.
 */
export function startLogForwarding(release: string): (error: unknown) => void {
  const seen = new Set<string>();
  const send = (error: unknown) => {
    const report = scrubReport(errorReportOf(error, { source: 'browser', url: location.href, release }));
    const key = `${report.name}\n${report.message}`;
    if (seen.has(key) || seen.size >= maxReportsPerPage) return;
    seen.add(key);
    void fetch(errorReportsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(errorTracingTimeoutMs),
    }).catch(() => undefined);
  };
  window.addEventListener('error', (event) => send(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => send(event.reason));
  return send;
}

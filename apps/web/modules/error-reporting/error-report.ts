import { errorReportLimits, type ErrorReport } from '@chairside/contracts';

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** Whatever was thrown, as a report POST /errors accepts: within its limits, whatever the error's shape. */
export function errorReportOf(
  error: unknown,
  facts: Pick<ErrorReport, 'source' | 'url' | 'release' | 'userAgent'>,
): ErrorReport {
  const thrown = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return {
    source: facts.source,
    name: clip(text(thrown.name) ?? typeof error, 100),
    message: clip(text(thrown.message) ?? String(error), errorReportLimits.messageChars),
    ...(text(thrown.stack) ? { stack: clip(text(thrown.stack)!, errorReportLimits.stackChars) } : {}),
    ...(text(thrown.digest) ? { digest: clip(text(thrown.digest)!, 100) } : {}),
    ...(facts.url ? { url: clip(facts.url, errorReportLimits.urlChars) } : {}),
    ...(facts.release ? { release: clip(facts.release, 100) } : {}),
    ...(facts.userAgent ? { userAgent: clip(facts.userAgent, 500) } : {}),
  };
}

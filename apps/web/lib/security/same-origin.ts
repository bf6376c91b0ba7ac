/** Methods that only read; any other request may change state and must come from our own pages. */
const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const mayChangeState = (method: string): boolean => !readOnlyMethods.has(method.toUpperCase());

/**
 * CSRF check for every request that may change state (Server Actions and route handlers alike; the proxy applies
 * it). A request passes when the browser says it is same-origin (Sec-Fetch-Site) or its Origin header names our own
 * host; a cross-site request, `Origin: null` or one with neither header is refused.
 */
export function isSameOriginRequest(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

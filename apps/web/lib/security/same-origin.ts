/**
 * CSRF check for Route Handlers that change state (Server Actions are origin-checked by Next).
 * A request passes when the browser says it is same-origin (Sec-Fetch-Site) or its Origin header
 * names our own host; a cross-site request, or one with neither header, is refused.
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

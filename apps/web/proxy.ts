import { NextResponse, type NextRequest } from 'next/server';
import { getCategoryTree } from '@/lib/api/categories';
import { botProtectionConfig } from '@/modules/bot-protection/config';
import { errorReportingOrigins } from '@/modules/error-reporting/config';
import { personalisationOrigins } from '@/modules/personalisation/config';
import { getRouteRules } from '@/lib/api/route-rules';
import { productCodeRedirect } from '@/modules/search/product-code-redirect';
import { contentRevalidatePath } from '@/modules/content/content-paths';
import { isLoginRequired, loginPath } from '@/lib/proxy/account-routes';
import { isAssetPath, isMalformedPath } from '@/lib/proxy/paths';
import { findRouteRule } from '@/lib/proxy/route-rules';
import { contentSecurityPolicy, createNonce, securityHeaders } from '@/lib/proxy/security-headers';
import { parseFeatureFlags, requestHeaderNames, sessionCookieName } from '@/lib/request-headers';
import { isSameOriginRequest, mayChangeState } from '@/lib/security/same-origin';
import { needsRefresh, sealSession, sessionCookieOptions, unsealSession } from '@/lib/session/cookie';
import { refreshAnonymous, refreshSession } from '@/lib/session/refresh';
import { anonymousCookieName } from '@/lib/session/anonymous-session';

/**
 * Route middleware in the spec's order (§2): session and flags, categories, route rules; then security headers.
 * Before all of it, the CSRF check of every request that may change state.
 */
export async function proxy(request: NextRequest) {
  const isHttps = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  // 0. A Server Action, a route handler's POST or any other write must come from our own pages (DESIGN.md §5):
  // refused here, once for every path, before anything runs. Next would let an action without Origin through.
  const isMachineCall = request.nextUrl.pathname === contentRevalidatePath;
  if (mayChangeState(request.method) && !isSameOriginRequest(request) && !isMachineCall)
    return crossSiteRefusal(isHttps);
  const malformedPath = isMalformedPath(request.nextUrl.pathname);
  if (isAssetPath(request.nextUrl.pathname) && !malformedPath) return NextResponse.next();

  const nonce = createNonce();
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development', botProtectionConfig()?.scriptUrl, {
    connect: [...errorReportingOrigins(), ...personalisationOrigins()],
    img: personalisationOrigins(),
  });

  // 1. Session and feature flags, handed to the pages as request headers (overwriting any sent by the client).
  // The access token is refreshed here when due, so the page renders with (and the browser stores) the new
  // tokens; a cookie that does not unseal or a failed refresh leaves the visitor anonymous.
  const hadCookie = request.cookies.has(sessionCookieName);
  let session = await unsealSession(request.cookies.get(sessionCookieName)?.value);
  let sessionCookie: { value: string } | 'clear' | undefined = hadCookie && !session ? 'clear' : undefined;
  if (session && needsRefresh(session)) {
    session = await refreshSession(session);
    sessionCookie = session ? { value: await sealSession(session) } : 'clear';
  }
  if (sessionCookie === 'clear') request.cookies.delete(sessionCookieName);
  else if (sessionCookie) request.cookies.set(sessionCookieName, sessionCookie.value);
  // The anonymous cart session likewise: its token is renewed before the page (or a client-side
  // navigation's payload) renders, so a cart never looks empty because its token ran out.
  const hadCartCookie = request.cookies.has(anonymousCookieName);
  const cartCookie = hadCartCookie
    ? await renewedCartCookie(request.cookies.get(anonymousCookieName)?.value)
    : undefined;
  if (cartCookie === 'clear') request.cookies.delete(anonymousCookieName);
  else if (cartCookie) request.cookies.set(anonymousCookieName, cartCookie.value);

  const forwarded = new Headers(request.headers);
  forwarded.set(requestHeaderNames.pathname, request.nextUrl.pathname);
  forwarded.set(requestHeaderNames.hasSessionCookie, session ? '1' : '0');
  forwarded.set(requestHeaderNames.https, isHttps ? '1' : '0');
  forwarded.set(requestHeaderNames.featureFlags, parseFeatureFlags(process.env.FEATURE_FLAGS).join(','));
  // Next reads the nonce for its own scripts from the request's CSP header.
  forwarded.set('Content-Security-Policy', csp);

  // 2. Categories: warm the navigation tree's cache before the page asks for it.
  await getCategoryTree();

  // 3. Route rules: a matching rule redirects; an absolute target leaves the store with a full page load.
  // A search for an exact item number or sku jumps to its product the same way.
  const rule = findRouteRule(await getRouteRules(), request.nextUrl.pathname);
  const productPath = rule ? undefined : await productCodeRedirect(request.nextUrl);
  const loginRequired = isLoginRequired(request.nextUrl.pathname);
  const loginRedirect = !rule && !productPath && loginRequired && !session;
  const response = malformedPath
    ? NextResponse.rewrite(new URL(notFoundPath, request.url), { request: { headers: forwarded } })
    : rule
      ? NextResponse.redirect(new URL(rule.target, request.url), rule.statusCode)
      : productPath
        ? NextResponse.redirect(new URL(productPath, request.url), 302)
        : loginRedirect
          ? NextResponse.redirect(loginUrl(request), 307)
          : NextResponse.next({ request: { headers: forwarded } });

  // Authenticated pages (and any page answered for a signed-in visitor) are never stored by caches (DESIGN.md §5).
  if (loginRequired || session || hadCookie || hadCartCookie)
    response.headers.set('Cache-Control', 'private, no-store');
  if (sessionCookie === 'clear') response.cookies.delete(sessionCookieName);
  else if (sessionCookie) response.cookies.set(sessionCookieName, sessionCookie.value, sessionCookieOptions(isHttps));
  if (cartCookie === 'clear') response.cookies.delete(anonymousCookieName);
  else if (cartCookie) response.cookies.set(anonymousCookieName, cartCookie.value, sessionCookieOptions(isHttps));
  for (const [name, value] of Object.entries(securityHeaders(csp, isHttps))) response.headers.set(name, value);
  return response;
}

/**
 * A new sealed anonymous cart session when its token is due, 'clear' when it cannot be renewed, else undefined
 * (unchanged).
 */
async function renewedCartCookie(value: string | undefined): Promise<{ value: string } | 'clear' | undefined> {
  const cartSession = await unsealSession(value);
  if (!cartSession) return 'clear';
  if (!needsRefresh(cartSession)) return undefined;
  const fresh = await refreshAnonymous(cartSession);
  return fresh ? { value: await sealSession(fresh) } : 'clear';
}

/** 403 for a write that does not come from our own pages; it carries the security headers of every answer. */
function crossSiteRefusal(isHttps: boolean): NextResponse {
  const response = new NextResponse('Cross-site request refused.', {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
  const csp = contentSecurityPolicy(createNonce(), false);
  for (const [name, value] of Object.entries(securityHeaders(csp, isHttps))) response.headers.set(name, value);
  return response;
}

/** Next's own not-found route: rewritten to, it renders the 404 page with status 404. */
const notFoundPath = '/_not-found';

/** The login page, with the requested path (and query) to come back to. */
function loginUrl(request: NextRequest): URL {
  const url = new URL(loginPath, request.url);
  url.searchParams.set('redirect', `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return url;
}

export const config = {
  // Every path but Next's build files: a Server Action runs on any path that renders a page, a 404 included.
  matcher: ['/((?!_next/static/).*)'],
};

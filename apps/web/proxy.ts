import { NextResponse, type NextRequest } from 'next/server';
import { getCategoryTree } from './lib/api/categories';
import { getRouteRules } from './lib/api/route-rules';
import { productCodeRedirect } from './lib/proxy/product-code-redirect';
import { findRouteRule } from './lib/proxy/route-rules';
import { contentSecurityPolicy, createNonce, securityHeaders } from './lib/proxy/security-headers';
import { parseFeatureFlags, requestHeaderNames, sessionCookieName } from './lib/request-headers';

/** Route middleware in the spec's order (§2): session and flags, categories, route rules; then security headers. */
export async function proxy(request: NextRequest) {
  const nonce = createNonce();
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');

  // 1. Session and feature flags, handed to the pages as request headers (overwriting any sent by the client).
  const forwarded = new Headers(request.headers);
  forwarded.set(requestHeaderNames.pathname, request.nextUrl.pathname);
  forwarded.set(requestHeaderNames.hasSessionCookie, request.cookies.has(sessionCookieName) ? '1' : '0');
  forwarded.set(requestHeaderNames.featureFlags, parseFeatureFlags(process.env.FEATURE_FLAGS).join(','));
  // Next reads the nonce for its own scripts from the request's CSP header.
  forwarded.set('Content-Security-Policy', csp);

  // 2. Categories: warm the navigation tree's cache before the page asks for it.
  await getCategoryTree();

  // 3. Route rules: a matching rule redirects; an absolute target leaves the store with a full page load.
  // A search for an exact item number or sku jumps to its product the same way.
  const rule = findRouteRule(await getRouteRules(), request.nextUrl.pathname);
  const productPath = rule ? undefined : await productCodeRedirect(request.nextUrl);
  const response = rule
    ? NextResponse.redirect(new URL(rule.target, request.url), rule.statusCode)
    : productPath
      ? NextResponse.redirect(new URL(productPath, request.url), 302)
      : NextResponse.next({ request: { headers: forwarded } });

  const isHttps = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  for (const [name, value] of Object.entries(securityHeaders(csp, isHttps))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Static files need neither the middleware nor a nonce.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|downloads/|media/).*)'],
};

import { NextResponse } from 'next/server';
import { loginPath } from '@/lib/proxy/account-routes';
import { safeRedirectPath } from '@/lib/security/redirect';
import { recheckSession } from '@/lib/session/session';

/**
 * Where a login-required page sends a visitor whose session the API refused: pages cannot write
 * cookies, so this handler renews the session or, when it has ended, clears its cookie, and then
 * continues to the page (still signed in) or to the login form. Nothing changes for a session the
 * API still accepts, so a cross-site link here can do no harm.
 */
export async function GET(request: Request) {
  const target = safeRedirectPath(new URL(request.url).searchParams.get('redirect'));
  const state = await recheckSession();
  // A relative Location: request.url may name the server's own bind address rather than the visitor's host.
  const location = state === 'active' ? target : `${loginPath}?redirect=${encodeURIComponent(target)}`;
  return new NextResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

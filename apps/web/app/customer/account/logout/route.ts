import { NextResponse } from 'next/server';
import { sessionCookieName } from '@/lib/request-headers';
import { signOut } from '@/lib/session/session';

/**
 * Sign Out (the header's form POST; the proxy refuses cross-site posts): the refresh token is revoked, the cookie
 * cleared, and the visitor sent home with a one-shot flag that shows the logout toast and replaces the history
 * entry (spec §4).
 */
export async function POST() {
  await signOut();
  // A relative Location: request.url may name the server's own bind address rather than the visitor's host.
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: '/?loggedOut=1', 'Cache-Control': 'no-store' },
  });
  response.cookies.delete(sessionCookieName);
  return response;
}

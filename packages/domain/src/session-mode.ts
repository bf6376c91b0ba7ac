/**
 * Storefront session modes and their transitions (spec §4): none, public (browsing token),
 * anonymous (cart token), user (signed in).
 */
export type SessionMode = 'none' | 'public' | 'anonymous' | 'user';

export type SessionEvent =
  | { type: 'needToken' }
  | { type: 'needCart' }
  | { type: 'loginSucceeded' }
  | { type: 'loginRejected' }
  | { type: 'logout' }
  | { type: 'refreshFailed' };

export function nextSessionMode(mode: SessionMode, event: SessionEvent): SessionMode {
  switch (event.type) {
    case 'needToken':
      return mode === 'none' ? 'public' : mode;
    case 'needCart':
      return mode === 'none' || mode === 'public' ? 'anonymous' : mode;
    case 'loginSucceeded':
      return 'user';
    // A 204 or 401 login reply, a logout and a failed refresh all leave no session.
    case 'loginRejected':
    case 'logout':
    case 'refreshFailed':
      return 'none';
  }
}

/** An access token is refreshed once the seconds elapsed since it was issued reach expires_in. */
export function tokenNeedsRefresh(credentials: { createdAt: number; expiresIn: number }, now: number): boolean {
  return (now - credentials.createdAt) / 1000 >= credentials.expiresIn;
}

/** The personalisation service's logged-in flag follows the user mode. */
export function isLoggedIn(mode: SessionMode): boolean {
  return mode === 'user';
}

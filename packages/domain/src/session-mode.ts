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

/**
 * An access token is refreshed once the seconds elapsed since it was issued reach expires_in
 * (spec §4), counted with a margin: a fifth of its lifetime, at most 30 s. A token about to expire
 * would otherwise run out while the page that carries it is still making its API calls.
 */
export function tokenNeedsRefresh(credentials: { createdAt: number; expiresIn: number }, now: number): boolean {
  const marginSeconds = Math.min(30, credentials.expiresIn / 5);
  return (now - credentials.createdAt) / 1000 >= credentials.expiresIn - marginSeconds;
}

/** The personalisation service's logged-in flag follows the user mode. */
export function isLoggedIn(mode: SessionMode): boolean {
  return mode === 'user';
}

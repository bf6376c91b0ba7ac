/**
 * The personalisation service's logged-in flag (spec §3 persisted client state, §4): 'true' or
 * 'false' in localStorage, set at start-up and whenever the mode changes to or from user. A plain
 * boolean; nothing of the session (tokens stay in the HttpOnly cookie).
 */
export const loggedInFlagKey = 'chairside_logged_in';

export function setLoggedInFlag(loggedIn: boolean): void {
  try {
    localStorage.setItem(loggedInFlagKey, loggedIn ? 'true' : 'false');
  } catch {
    // Storage off (private mode, quota): personalisation then sees no flag.
  }
}

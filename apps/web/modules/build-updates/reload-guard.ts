import { reloadAllowed, reloadGuardStamp } from '@chairside/domain';

const storageKey = 'chairside:reload-guard';

/**
 * Reloads the page to recover from a broken chunk, unless this tab did so within the guard's time-to-live (spec §9:
 * 10000 ms), so a broken deploy cannot reload a page in a loop. The guard lives in sessionStorage, which survives the
 * reload; without storage there is no guard, so no reload either. Returns whether the page reloads.
 */
export function reloadOnce(now = Date.now()): boolean {
  try {
    if (!reloadAllowed(sessionStorage.getItem(storageKey), now)) return false;
    sessionStorage.setItem(storageKey, reloadGuardStamp(now));
  } catch {
    return false;
  }
  location.reload();
  return true;
}

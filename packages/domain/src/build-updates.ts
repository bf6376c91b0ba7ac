/**
 * New builds reach open tabs (spec §4, §7, §9): the storefront polls its build id, and a tab that runs an older build
 * (or has failed to load a chunk of its code) makes its next navigation a full page load. A reload made to recover
 * from a broken chunk is guarded so that a broken deploy cannot reload a page in a loop.
 */
export const buildUpdatePolicy = {
  /** Spec §9: the reload guard's default time-to-live. */
  reloadGuardTtlMs: 10_000,
  /** The spec does not give the manifest check interval: every 5 minutes, and whenever the tab becomes visible. */
  pollIntervalMs: 5 * 60_000,
} as const;

/** What the guard remembers (in sessionStorage): until when another reload is refused. */
export type ReloadGuardStamp = string;

/** Whether a reload may happen now, given the stamp stored by the last one (or nothing, or something unreadable). */
export function reloadAllowed(stamp: ReloadGuardStamp | null, now: number): boolean {
  const until = stamp === null ? Number.NaN : Number(stamp);
  return !Number.isFinite(until) || now >= until || until - now > buildUpdatePolicy.reloadGuardTtlMs;
}

/** The stamp to store when reloading now. */
export function reloadGuardStamp(now: number): ReloadGuardStamp {
  return String(now + buildUpdatePolicy.reloadGuardTtlMs);
}

/** Whether the build the server now reports differs from the one this tab runs (an unknown answer changes nothing). */
export function isNewBuild(runningBuildId: string, reportedBuildId: string | undefined): boolean {
  return Boolean(reportedBuildId) && reportedBuildId !== runningBuildId;
}

/**
 * Whether an error means a piece of the app's code could not be loaded: webpack's ChunkLoadError, a failed dynamic
 * import (each browser words it differently) or a stylesheet chunk that failed.
 */
export function isChunkLoadFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && chunkFailureMessages.some((pattern) => pattern.test(message));
}

const chunkFailureMessages = [
  /Loading (?:CSS )?chunk \S+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Failed to load chunk/i,
];

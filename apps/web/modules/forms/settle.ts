/** The clock a settler waits on: the browser's timers, or a test's. */
export interface SettleTimer {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const browserTimer: SettleTimer = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Settler<T> {
  /** Input arrived: the check runs once input has been quiet for the delay (a newer input restarts the wait). */
  input(): void;
  /** Runs a waiting check at once and answers with a fresh result: a submit never acts on a check still waiting. */
  settle(): T;
  /** Drops a waiting check (the form is gone). */
  cancel(): void;
}

/**
 * Debounces a form's validation (spec §9: it settles `delayMs` after the last input), and settles it on demand
 * (spec §4: a submit waits for validation to settle). `onSettled` hears the checks the delay ran, not `settle()`'s.
 */
export function createSettler<T>(
  check: () => T,
  onSettled: (result: T) => void,
  delayMs: number,
  timer: SettleTimer = browserTimer,
): Settler<T> {
  let waiting: { handle: unknown } | undefined;
  const cancel = () => {
    if (waiting) timer.clear(waiting.handle);
    waiting = undefined;
  };
  return {
    input() {
      cancel();
      waiting = {
        handle: timer.set(() => {
          waiting = undefined;
          onSettled(check());
        }, delayMs),
      };
    },
    settle() {
      cancel();
      return check();
    },
    cancel,
  };
}

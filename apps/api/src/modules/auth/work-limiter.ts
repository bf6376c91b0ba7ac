import { ApiError } from '../../http/api-error';

export const overCapacity = () =>
  new ApiError(503, 'OverCapacity', 'The service is busy. Please try again in a moment.');

/**
 * Runs at most `concurrency` tasks at once and lets at most `maxQueue` wait; beyond that it
 * refuses at once with 503 OverCapacity. Keeps a login flood from occupying every thread of the
 * libuv pool that Argon2 shares with file and DNS work, so browsing keeps being served.
 */
export function workLimiter(concurrency: number, maxQueue: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) active += 1;
      else if (waiting.length >= maxQueue) throw overCapacity();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        // Hand the slot straight to the next waiter, so `active` never overshoots.
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}

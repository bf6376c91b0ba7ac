/** What one delivery attempt of a batch came to. */
export type SendOutcome = 'sent' | 'retry' | 'drop';

export interface EventQueueOptions<E> {
  send(batch: E[]): Promise<SendOutcome>;
  batchSize: number;
  /** Attempts per event, the first included; after the last failed one the event is dropped. */
  maxAttempts: number;
  /** The wait before attempt `attempt + 1`, after `attempt` attempts failed. */
  retryDelayMs(attempt: number): number;
  /** Runs `task` after `ms` (window.setTimeout in the browser; a manual clock in tests). */
  schedule(task: () => void, ms: number): void;
  /**
   * Events given up on, either refused by the collector or out of attempts (spec §8: analytics failures are logged
   * only).
   */
  onDrop?(events: E[], reason: 'refused' | 'attempts'): void;
}

interface Queued<E> {
  event: E;
  attempts: number;
}

/**
 * The analytics retry queue (spec §9): events go out in batches of `batchSize`, in order; a batch
 * that fails for a reason worth retrying (network, timeout, 429, 5xx) goes back to the front and
 * is tried again after a growing pause, each event at most `maxAttempts` times. A batch the
 * collector refuses outright (400, 413) would fail again the same way, so it is dropped.
 */
export function createEventQueue<E>(options: EventQueueOptions<E>) {
  let queue: Queued<E>[] = [];
  let sending = false;
  let flushScheduled = false;

  function scheduleFlush(ms: number): void {
    if (flushScheduled) return;
    flushScheduled = true;
    options.schedule(() => {
      flushScheduled = false;
      void flush();
    }, ms);
  }

  async function flush(): Promise<void> {
    if (sending) return;
    sending = true;
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, options.batchSize);
        const outcome = await options.send(batch.map(({ event }) => event));
        if (outcome === 'sent') continue;
        if (outcome === 'drop') {
          options.onDrop?.(
            batch.map(({ event }) => event),
            'refused',
          );
          continue;
        }
        const tried = batch.map(({ event, attempts }) => ({ event, attempts: attempts + 1 }));
        const exhausted = tried.filter(({ attempts }) => attempts >= options.maxAttempts);
        if (exhausted.length > 0)
          options.onDrop?.(
            exhausted.map(({ event }) => event),
            'attempts',
          );
        const again = tried.filter(({ attempts }) => attempts < options.maxAttempts);
        queue = [...again, ...queue];
        if (again.length > 0) {
          scheduleFlush(options.retryDelayMs(Math.min(...again.map(({ attempts }) => attempts))));
          return;
        }
      }
    } finally {
      sending = false;
    }
  }

  return {
    /** Queues an event; it goes out with whatever else is queued in the same turn. */
    enqueue(event: E): void {
      queue.push({ event, attempts: 0 });
      scheduleFlush(0);
    },
    /** Events waiting to be sent (for tests and diagnostics). */
    get size(): number {
      return queue.length;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { createEventQueue, type SendOutcome } from './event-queue';

/** A manual clock: scheduled tasks run when the test says so. */
function manualScheduler() {
  const tasks: { task: () => void; ms: number }[] = [];
  return {
    schedule: (task: () => void, ms: number) => void tasks.push({ task, ms }),
    delays: () => tasks.map(({ ms }) => ms),
    async runNext() {
      const next = tasks.shift();
      if (!next) throw new Error('nothing scheduled');
      next.task();
      // Let the flush loop's awaited sends settle.
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      return next.ms;
    },
  };
}

function setup(outcomes: SendOutcome[], batchSize = 3, maxAttempts = 4) {
  const scheduler = manualScheduler();
  const sent: number[][] = [];
  const dropped: { events: number[]; reason: string }[] = [];
  const queue = createEventQueue<number>({
    send: async (batch) => {
      sent.push(batch);
      return outcomes.shift() ?? 'sent';
    },
    batchSize,
    maxAttempts,
    retryDelayMs: (attempt) => attempt * 1000,
    schedule: scheduler.schedule,
    onDrop: (events, reason) => dropped.push({ events, reason }),
  });
  return { queue, scheduler, sent, dropped };
}

describe('analytics retry queue', () => {
  it('sends what was queued in one turn together, in batches of the batch size, in order', async () => {
    const { queue, scheduler, sent } = setup([]);
    for (const event of [1, 2, 3, 4, 5, 6, 7]) queue.enqueue(event);
    expect(scheduler.delays()).toEqual([0]);
    await scheduler.runNext();
    expect(sent).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(queue.size).toBe(0);
  });

  it('retries a failed batch after a growing pause, then delivers it', async () => {
    const { queue, scheduler, sent } = setup(['retry', 'retry', 'sent']);
    queue.enqueue(1);
    await scheduler.runNext();
    expect(await scheduler.runNext()).toBe(1000);
    expect(await scheduler.runNext()).toBe(2000);
    expect(sent).toEqual([[1], [1], [1]]);
    expect(queue.size).toBe(0);
  });

  it('gives an event at most 4 attempts, then drops it and logs', async () => {
    const { queue, scheduler, sent, dropped } = setup(['retry', 'retry', 'retry', 'retry']);
    queue.enqueue(1);
    await scheduler.runNext();
    await scheduler.runNext();
    await scheduler.runNext();
    await scheduler.runNext();
    expect(sent).toHaveLength(4);
    expect(dropped).toEqual([{ events: [1], reason: 'attempts' }]);
    expect(scheduler.delays()).toEqual([]);
  });

  it('drops a batch the collector refuses, without retrying, and goes on with the next', async () => {
    const { queue, scheduler, sent, dropped } = setup(['drop'], 2);
    for (const event of [1, 2, 3]) queue.enqueue(event);
    await scheduler.runNext();
    expect(sent).toEqual([[1, 2], [3]]);
    expect(dropped).toEqual([{ events: [1, 2], reason: 'refused' }]);
  });

  it('keeps events queued while a retry waits, and sends them after the retried batch', async () => {
    const { queue, scheduler, sent } = setup(['retry']);
    queue.enqueue(1);
    await scheduler.runNext();
    queue.enqueue(2);
    // The retry's pause stands; no extra immediate flush jumps the queue.
    expect(scheduler.delays()).toEqual([1000]);
    await scheduler.runNext();
    expect(sent).toEqual([[1], [1, 2]]);
  });
});

import { describe, expect, it } from 'vitest';
import { workLimiter } from './work-limiter';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('workLimiter', () => {
  it('runs at most `concurrency` tasks at once, queues the next ones and refuses beyond the queue with 503 OverCapacity', async () => {
    const limiter = workLimiter(2, 1);
    let running = 0;
    let peak = 0;
    const gates = [deferred(), deferred(), deferred()];
    const task = (gate: ReturnType<typeof deferred>) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await gate.promise;
      running -= 1;
      return 'done';
    };
    const results = gates.map((gate) => limiter.run(task(gate)));
    await expect(limiter.run(async () => 'extra')).rejects.toMatchObject({ statusCode: 503, code: 'OverCapacity' });
    gates.forEach((gate) => gate.resolve());
    await expect(Promise.all(results)).resolves.toEqual(['done', 'done', 'done']);
    expect(peak).toBe(2);
    await expect(limiter.run(async () => 'after')).resolves.toBe('after');
  });

  it('frees the slot when a task fails', async () => {
    const limiter = workLimiter(1, 0);
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(async () => 1)).resolves.toBe(1);
  });
});

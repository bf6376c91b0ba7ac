import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from './job';
import { startJobs } from './scheduler';

const quietLog = () => ({ info: vi.fn(), error: vi.fn() });

describe('startJobs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each job at start and then every interval', async () => {
    const run = vi.fn(async () => ({ deleted: 1 }));
    const log = quietLog();
    const jobs = startJobs([{ name: 'sweep', intervalMs: 1000, run }], log);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(4);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ job: 'sweep', deleted: 1 }), 'job finished');
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('never overlaps a slow run with the next one, and stop waits for it', async () => {
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const jobs = startJobs([{ name: 'slow', intervalMs: 1000, run } satisfies Job], quietLog());
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failed run and tries again at the next tick', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const log = quietLog();
    const jobs = startJobs([{ name: 'flaky', intervalMs: 1000, run }], log);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'flaky', err: expect.any(Error) }),
      'job failed',
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await jobs.stop();
  });
});

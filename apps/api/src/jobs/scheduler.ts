import type { Job } from './job';

interface SchedulerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SchedulerOptions {
  /** Keep the process alive for the timers (the worker); the API's own lifetime is its server's. */
  keepAlive?: boolean;
  now?: () => Date;
}

export interface RunningJobs {
  /** Stops scheduling and waits for runs in progress, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * Runs each job once at start and then every `intervalMs`. A run never overlaps the previous run
 * of the same job (a slow run skips ticks instead of piling up), and a failed run is logged and
 * retried at the next tick.
 */
export function startJobs(
  jobs: readonly Job[],
  log: SchedulerLog,
  { keepAlive = false, now = () => new Date() }: SchedulerOptions = {},
): RunningJobs {
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  function tick(job: Job): void {
    if (stopped || running.has(job.name)) return;
    const started = Date.now();
    const run = job
      .run(now())
      .then((result) => log.info({ job: job.name, ms: Date.now() - started, ...result }, 'job finished'))
      .catch((error: unknown) => log.error({ job: job.name, err: error }, 'job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  }

  const timers = jobs.map((job) => {
    tick(job);
    const timer = setInterval(() => tick(job), job.intervalMs);
    if (!keepAlive) timer.unref();
    return timer;
  });

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}

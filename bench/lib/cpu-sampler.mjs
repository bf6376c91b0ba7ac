// CPU time of the API process and of its database's PostgreSQL backends, sampled while a scenario runs, so a result
// reads as CPU milliseconds per request: what one core can serve, whatever else shares the machine (wall-clock
// throughput on a busy machine moves with the neighbours; CPU per request barely does). Linux /proc only.
import { readFileSync } from 'node:fs';

/** utime + stime of a process in ms (clock ticks of 10 ms, Linux's USER_HZ = 100); 0 once it is gone. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Samples every `intervalMs` until stopped. `sql` is a postgres.js client on the database: its backends are
 * the other sessions of that database (the API's pool), their CPU summed from when each is first seen; undefined
 * for an API on embedded PGlite.
 */
export function sampleCpu(sql, apiPid, intervalMs = 200) {
  const samples = [];
  const lastSeen = new Map();
  let backendsMs = 0;
  let stopped = false;
  const take = async () => {
    // Without a client (the API on embedded PGlite) there are no backends: the database runs in the API process.
    const rows = sql
      ? await sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`
      : [];
    for (const { pid } of rows) {
      const now = cpuMsOf(pid);
      if (lastSeen.has(pid)) backendsMs += Math.max(0, now - lastSeen.get(pid));
      lastSeen.set(pid, now);
    }
    samples.push({ at: Date.now(), api: cpuMsOf(apiPid), postgres: backendsMs });
  };
  const running = (async () => {
    while (!stopped) {
      await take();
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    await take();
  })();
  return {
    async stop() {
      stopped = true;
      await running;
    },
    /** CPU ms per request of the API and of PostgreSQL over [from, to] (epoch ms), for `requests` requests. */
    perRequest(from, to, requests) {
      const start = samples.findLast((sample) => sample.at <= from) ?? samples[0];
      const end = samples.find((sample) => sample.at >= to) ?? samples.at(-1);
      if (!start || !end || requests === 0) return undefined;
      const round = (ms) => Math.round((ms / requests) * 100) / 100;
      return { api: round(end.api - start.api), postgres: round(end.postgres - start.postgres) };
    },
  };
}

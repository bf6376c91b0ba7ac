// What the session revocation check costs (issue 14): access tokens are verified without the database, so each API
// instance reads the sessions ended lately once per SESSION_REVOCATION_POLL_MS and checks every request in memory.
//   npm run bench -- revocation [--database-url postgres://…/chairside_bench] [--sessions 200000] [--ended 5000]
// Writes `sessions` sign-in sessions (`ended` of them ended within the last hour) into the bench database, times the
// watch's poll query (the repository's revokedSince: ended at or after a moment, on the partial index) and the
// per-request lookup in a map of the ended sessions, then deletes what it wrote. Loopback only.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { benchDatabase } from './lib/office-customers.mjs';

const { values } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chairside_bench',
    },
    sessions: { type: 'string', default: '200000' },
    ended: { type: 'string', default: '5000' },
  },
});
const sessions = Number(values.sessions);
const ended = Number(values.ended);
const clientId = `bench-revocation-${randomUUID().slice(0, 8)}`;
const sql = benchDatabase(values['database-url']);

const percentiles = (samples) => {
  const sorted = Float64Array.from(samples).sort();
  const at = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] * 1000) / 1000;
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
};

try {
  // Live sessions expire in a day; the ended ones ended at random moments of the last hour.
  await sql`insert into auth_sessions (client_id, scopes, expires_at, revoked_at, revoked_reason)
    select ${clientId}, array['view_published_products'], now() + interval '1 day',
      case when n <= ${ended} then now() - random() * interval '1 hour' end,
      case when n <= ${ended} then 'logout' end
    from generate_series(1, ${sessions}) n`;
  await sql`analyze auth_sessions`;

  // The watch reads from its newest end seen minus 5 s of clock overlap: a poll a second sees ~6 s of ends.
  const pollMs = [];
  let rowsPerPoll = 0;
  for (let n = 0; n < 200; n += 1) {
    const since = new Date(Date.now() - 6_000 - (n % 10) * 1000);
    const started = performance.now();
    const rows = await sql`select id, revoked_at from auth_sessions where revoked_at >= ${since}`;
    pollMs.push(performance.now() - started);
    rowsPerPoll += rows.length;
  }
  const [plan] =
    await sql`explain select id, revoked_at from auth_sessions where revoked_at >= ${new Date(Date.now() - 6000)}`;

  // Every request: one lookup of its session in the map of sessions ended within an access token's lifetime.
  const endedIds = (
    await sql`select id from auth_sessions where client_id = ${clientId} and revoked_at is not null`
  ).map((row) => row.id);
  const remembered = new Map(endedIds.map((id) => [id, Date.now()]));
  const probes = Array.from({ length: 1_000_000 }, (_, n) =>
    n % 10 === 0 ? endedIds[n % endedIds.length] : randomUUID(),
  );
  let hits = 0;
  const started = performance.now();
  for (const id of probes) if (remembered.has(id)) hits += 1;
  const lookupNs = ((performance.now() - started) * 1e6) / probes.length;

  console.log(
    JSON.stringify(
      {
        scenario: 'revocation',
        sessions,
        endedLastHour: ended,
        pollQueryMs: { ...percentiles(pollMs), rowsPerPoll: Math.round(rowsPerPoll / pollMs.length) },
        pollPlan: Object.values(plan)[0],
        perRequestLookupNs: Math.round(lookupNs * 10) / 10,
        lookupHits: hits,
      },
      null,
      2,
    ),
  );
} finally {
  await sql`delete from auth_sessions where client_id = ${clientId}`;
  await sql.end({ timeout: 5 });
}

/**
 * A periodic background job. Jobs must be safe to run on several processes at once (the API in
 * embedded mode, any number of `npm run worker` instances): their effects rest on database
 * statements that are idempotent or guarded by constraints, never on "only one runs".
 */
export interface Job {
  name: string;
  intervalMs: number;
  /** One run at `now`; what it returns (e.g. counts of deleted rows) is logged. */
  run(now: Date): Promise<Record<string, number> | void>;
}

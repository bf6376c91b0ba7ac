import { errorResponseSchema, type ErrorResponse } from '@chairside/contracts';
import type { Database } from '@chairside/db';
import type { TestDatabaseTarget } from '@chairside/db/testing';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

export interface TestApiOptions {
  /** Extra environment for loadConfig (e.g. the newsletter provider URL). */
  env?: Record<string, string>;
  /** Replaces the database the app sees, e.g. with one whose ping fails. */
  wrapDatabase?: (database: Database) => Database;
  /** Adds routes before the server starts listening (for behaviour no real route triggers). */
  extend?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
}

/** A real API on an ephemeral port over a fresh, migrated database of the given target. */
export async function startTestApi(target: TestDatabaseTarget, options: TestApiOptions = {}) {
  const { database, dispose } = await target.create();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp({ config, database: options.wrapDatabase?.(database) ?? database });
  options.extend?.(app);
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl,
    db: database.db,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Reads a commercetools error body, failing the test when the shape is wrong. */
export async function readError(response: Response): Promise<ErrorResponse> {
  return errorResponseSchema.parse(await response.json());
}

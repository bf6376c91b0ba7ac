import { errorResponseSchema, type ErrorResponse } from '@chairside/contracts';
import type { Database } from '@chairside/db';
import type { TestDatabaseTarget } from '@chairside/db/testing';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { tokenServiceFor } from '../src/modules/oauth/token-service';
import type { BoundedGateway, PaymentGateway } from '../src/modules/payments/payment-gateway';
import { startTestGateway } from './test-gateway';

/** What a test's default token may read: the whole catalogue and content, nothing to write. */
export const readerScopes = [
  'view_products',
  'view_shipping_methods',
  'view_standalone_prices',
  'view_discount_codes',
  'view_content',
];

export interface TestApiOptions {
  /** Extra environment for loadConfig (e.g. the newsletter provider URL). */
  env?: Record<string, string>;
  /** Replaces the database the app sees, e.g. with one whose ping fails. */
  wrapDatabase?: (database: Database) => Database;
  /** Adds routes before the server starts listening (for behaviour no real route triggers). */
  extend?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
  /** Fills the fresh database before the API starts, e.g. with seedDemoData. */
  prepare?: (database: Database) => Promise<void>;
  /** The app's logger (default: the API's own at level silent), e.g. one writing to a stream a test reads. */
  logger?: FastifyBaseLogger;
  /**
   * Replaces the configured payment gateway with a wrapper of the sandbox gateway's adapter, e.g. one that counts
   * authorizations (bounded by the wrapper's own timeout).
   */
  paymentGateway?: (sandbox: PaymentGateway) => BoundedGateway;
}

/**
 * A real API on an ephemeral port over a fresh, migrated database of the given target, with the sandbox payment
 * gateway in this process on another (`gateway`: card tokens as its card fields make them).
 */
export async function startTestApi(target: TestDatabaseTarget, options: TestApiOptions = {}) {
  const { database, dispose } = await target.create();
  await options.prepare?.(database).catch(async (error: unknown) => {
    await dispose();
    throw error;
  });
  const gateway = await startTestGateway();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...gateway.env, ...options.env });
  const app = await buildApp({
    config,
    database: options.wrapDatabase?.(database) ?? database,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.paymentGateway ? { paymentGateway: options.paymentGateway(gateway.adapter()) } : {}),
  });
  options.extend?.(app);
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // Signed with the keys the API itself uses (shared through the database), as /oauth/token would.
  const tokens = tokenServiceFor(database.db, config);
  const tokenFor = async (scopes: readonly string[] = readerScopes, clientId = 'test-client') =>
    (
      await tokens.issueAccessToken({
        clientId,
        scopes: scopes.map((scope) => (scope.includes(':') ? scope : `${scope}:aces`)),
      })
    ).accessToken;
  let readerToken: Promise<string> | undefined;
  return {
    baseUrl,
    db: database.db,
    gateway,
    /** An access token for the scopes (names without `:aces` get it added). */
    tokenFor,
    /** fetch(baseUrl + path) with a reader token (readerScopes) unless the request sets Authorization itself. */
    async fetch(path: string, init: RequestInit = {}): Promise<Response> {
      const headers = new Headers(init.headers);
      if (!headers.has('authorization')) headers.set('authorization', `Bearer ${await (readerToken ??= tokenFor())}`);
      return fetch(`${baseUrl}${path}`, { ...init, headers });
    },
    async close() {
      await app.close();
      await gateway.close();
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

import { errorResponseSchema } from '@chairside/contracts';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from './modules/auth/auth-test-client';
import { authorizationFor, signInCallers, type Callers } from '../test/callers';
import { databaseChanges } from '../test/fuzz/database-changes';
import { hostileValues } from '../test/fuzz/hostile-values';
import { knownValues } from '../test/fuzz/known-values';
import { operationsOf, type OpenApiDocument, type Operation } from '../test/openapi-operations';
import { requestsFor, type FuzzRequest } from '../test/fuzz/request-cases';
import { startTestApi, type TestApi } from '../test/test-api';

/** FUZZ_SEED explores other picks; the suite's own seed keeps runs repeatable. */
const seed = Number(process.env.FUZZ_SEED ?? 14);

/** Limits high enough that hostile requests reach the code behind them instead of a 429. */
const generousLimits = {
  LOGIN_FAILURES_PER_ACCOUNT: '100000',
  LOGIN_FAILURES_PER_IP: '100000',
  CONTACT_MESSAGES_PER_HOUR: '10000',
  CARD_ATTEMPTS_PER_HOUR: '10000',
  ANALYTICS_EVENTS_PER_MINUTE: '100000',
};

/** Deleting runs last, so the cart and cards the other operations use are there for them. */
const byMethod = (a: Operation, b: Operation) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE');

describe.each(testDatabaseTargets())('every operation of /openapi.json, fuzzed ($name)', (target) => {
  let api: TestApi;
  let document: OpenApiDocument;
  let callers: Callers;
  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts, env: generousLimits });
    document = (await (await fetch(`${api.baseUrl}/openapi.json`)).json()) as OpenApiDocument;
    callers = await signInCallers(api);
  });
  afterAll(() => api?.close());

  const send = (operation: Operation, request: FuzzRequest) => {
    const authorization = authorizationFor(operation.access, callers);
    return fetch(`${api.baseUrl}${request.url}`, {
      method: request.method,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.body === undefined ? {} : { body: request.body }),
    });
  };

  it('answers hostile requests with a 4xx error body, never a 5xx, and a refused request changes nothing', async () => {
    const operations = operationsOf(document).sort(byMethod);
    const known = knownValues(operations);
    const readable = operations.filter(
      (operation) => operation.method === 'GET' && operation.parameters.every((p) => p.in === 'query' && !p.required),
    );
    // The customer's cart, which the cart operations then find by id.
    await fetch(`${api.baseUrl}/aces/me/carts`, {
      method: 'POST',
      headers: { authorization: callers.customer, 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'USD' }),
    });
    for (const operation of readable) {
      const response = await send(operation, { method: 'GET', url: operation.path, mutation: 'read' });
      if (response.ok && response.headers.get('content-type')?.includes('json'))
        known.learn(operation.path, await response.json());
    }
    const hostile = hostileValues(seed);
    const changes = await databaseChanges(api.db);
    const prototype = Object.getOwnPropertyNames(Object.prototype);
    const failures: string[] = [];
    let sent = 0;
    const startedAt = Date.now();

    for (const operation of operations) {
      let requests = requestsFor(operation, document, known, hostile);
      for (let index = 0; index < requests.length; index += 1) {
        const request = requests[index]!;
        const response = await send(operation, request);
        const text = await response.text();
        const changed = await changes.changedTables();
        sent += 1;
        failures.push(...problemsOf(request, response.status, text, changed));
        if (response.status < 400 && request.method !== 'GET') {
          await changes.settle();
          if (changed.length === 0) continue;
          // A valid request changed the data (a cart's version): later requests use what it answered.
          known.learn(operation.path, safeJson(text));
          requests = [
            ...requests.slice(0, index + 1),
            ...requestsFor(operation, document, known, hostile).slice(index + 1),
          ];
        }
      }
    }
    console.warn(
      `fuzz (${target.name}): ${sent} requests to ${operations.length} operations in ${Date.now() - startedAt} ms`,
    );
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototype);
    expect(failures).toEqual([]);
    // About 2 minutes per database alone here (~10,000 requests; the table digests after writes and the waits for a
    // write's background work are half of it); beside the other suites' workers it takes up to twice that.
  }, 600_000);
});

/** What is wrong with an answer: a 5xx, a 4xx without the commercetools error body, a refused request that wrote. */
function problemsOf(request: FuzzRequest, status: number, text: string, changedTables: string[]): string[] {
  const shown = `${status} ${request.method} ${request.url.slice(0, 200)} [${request.mutation}] ${(request.body ?? '').slice(0, 200)}`;
  if (status >= 500) return [shown];
  if (status < 400) return [];
  const body = errorResponseSchema.safeParse(safeJson(text));
  return [
    ...(body.success && body.data.statusCode === status
      ? []
      : [`without the error body: ${shown}: ${text.slice(0, 200)}`]),
    ...(changedTables.length > 0 ? [`refused yet changed ${changedTables.join(', ')}: ${shown}`] : []),
  ];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

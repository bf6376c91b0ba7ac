import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationFor, signInCallers, type Callers } from '../../test/callers';
import { operationsOf, type OpenApiDocument, type Operation } from '../../test/openapi-operations';
import { readError, startTestApi, type TestApi } from '../../test/test-api';
import { seedAccounts } from '../modules/auth/auth-test-client';

describe.each(testDatabaseTargets())('where on integer fields of every queryable resource ($name)', (target) => {
  let api: TestApi;
  let callers: Callers;
  let queryable: Operation[];
  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts });
    callers = await signInCallers(api);
    const document = (await (await fetch(`${api.baseUrl}/openapi.json`)).json()) as OpenApiDocument;
    queryable = operationsOf(document).filter((operation) =>
      operation.parameters.some((parameter) => parameter.in === 'query' && parameter.name === 'where'),
    );
  });
  afterAll(() => api?.close());

  const query = (operation: Operation, where: string) =>
    fetch(`${api.baseUrl}${operation.path}?${new URLSearchParams({ where })}`, {
      headers: { authorization: authorizationFor(operation.access, callers)! },
    });

  it('answers 400 naming the range to numbers no integer column holds, and still compares integers', async () => {
    const versioned: string[] = [];
    for (const operation of queryable) {
      // Resources without a version field (shipping methods) answer 400 Unknown field to every version query.
      const readable = await query(operation, 'version >= 1');
      if (readable.status === 400) continue;
      expect(readable.status, operation.path).toBe(200);
      versioned.push(operation.path);
      for (const where of ['version > 99999999999999999999', 'version < -2147483649', 'version = 1.5']) {
        const response = await query(operation, where);
        expect(response.status, `${operation.path} ${where}`).toBe(400);
        expect((await readError(response)).message).toContain(
          "Field 'version' takes an integer from -2147483648 to 2147483647",
        );
      }
    }
    expect(versioned).toEqual(
      expect.arrayContaining(['/aces/categories', '/aces/product-projections', '/aces/reviews', '/aces/me/orders']),
    );
  });
});

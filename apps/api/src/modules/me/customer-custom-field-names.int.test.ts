import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingFixture } from '../../../test/pricing-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { seedAccounts } from '../auth/auth-test-client';

describe.each(testDatabaseTargets())('customer custom fields named like Object.prototype members ($name)', (target) => {
  let api: TestApi;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await startTestApi(target, { prepare: seedAccounts });
    headers = (await pricingFixture(api.db).signInDemo('demo-customer@example.com')).headers;
  });
  afterAll(() => api?.close());

  const me = async () => (await (await fetch(`${api.baseUrl}/aces/me`, { headers })).json()) as { version: number };

  it.each(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'])(
    'refuses %s as a custom field name and changes nothing',
    async (name) => {
      const before = await me();
      const response = await fetch(`${api.baseUrl}/aces/me`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ version: before.version, actions: [{ action: 'setCustomField', name, value: 'x' }] }),
      });
      expect(response.status).toBe(400);
      expect((await readError(response)).message).toBe(`The customer has no custom field '${name}'.`);
      expect(await me()).toEqual(before);
    },
  );
});

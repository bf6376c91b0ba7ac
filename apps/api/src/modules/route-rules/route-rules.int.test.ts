import { redirectRulesResponseSchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe.each(testDatabaseTargets())('GET /mw/route-rules ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api.close());

  it('answers an empty list when there are no rules', async () => {
    const response = await fetch(`${api.baseUrl}/mw/route-rules`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ results: [] });
  });

  it('lists the stored redirect rules by source path, leaving out rules that are not redirects', async () => {
    await api.db.insert(schema.redirectRules).values([
      { sourcePath: '/specials', target: '/category/supplies', statusCode: 302 },
      { sourcePath: '/blog-old', target: 'https://blog.example.com/', statusCode: 301 },
      { sourcePath: '/broken', target: '/nowhere', statusCode: 200 },
    ]);
    const response = await fetch(`${api.baseUrl}/mw/route-rules`);
    expect(response.status).toBe(200);
    expect(redirectRulesResponseSchema.parse(await response.json())).toEqual({
      results: [
        { sourcePath: '/blog-old', target: 'https://blog.example.com/', statusCode: 301 },
        { sourcePath: '/specials', target: '/category/supplies', statusCode: 302 },
      ],
    });
  });
});

import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe.each(testDatabaseTargets())('GET /media/content/hero/{key}.svg ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api.close());

  it('serves a cacheable SVG without a token', async () => {
    const response = await fetch(`${api.baseUrl}/media/content/hero/infection-control.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1200 630"/);
  });

  it('refuses keys that are not slugs', async () => {
    for (const key of ['Bad_Key', '..%2Fsecret', 'a--b']) {
      expect((await fetch(`${api.baseUrl}/media/content/hero/${key}.svg`)).status).toBe(400);
    }
  });
});

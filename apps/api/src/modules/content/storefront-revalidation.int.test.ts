import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeHttpServer } from '../../../test/fake-http-server';
import { httpStorefrontRevalidator, revalidatorFromConfig } from './storefront-revalidation';

describe('storefront revalidation against a local fake storefront', () => {
  let storefront: Awaited<ReturnType<typeof startFakeHttpServer>>;
  const warn = vi.fn();
  const log = { warn } as unknown as FastifyBaseLogger;
  beforeAll(async () => {
    storefront = await startFakeHttpServer();
  });
  afterAll(() => storefront.close());
  beforeEach(() => {
    storefront.requests.length = 0;
    storefront.state.respondWith = 200;
    warn.mockClear();
  });

  it('development without a secret uses the shared development secret', async () => {
    await revalidatorFromConfig({ NODE_ENV: 'development', STOREFRONT_URL: storefront.baseUrl }, log).revalidate([
      'content:docs',
      'content:docs:faqs',
    ]);
    expect(storefront.requests).toHaveLength(1);
    expect(storefront.requests[0]!.headers.authorization).toBe('Bearer dev-content-revalidate-secret');
    expect(JSON.parse(storefront.requests[0]!.body)).toEqual({ tags: ['content:docs', 'content:docs:faqs'] });
    expect(warn).not.toHaveBeenCalled();
  });

  it('production without a secret sends nothing and says so once', async () => {
    const revalidator = revalidatorFromConfig({ NODE_ENV: 'production', STOREFRONT_URL: storefront.baseUrl }, log);
    await revalidator.revalidate(['content:lp']);
    await revalidator.revalidate(['content:lp']);
    expect(storefront.requests).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('logs a refusal and a timeout without throwing', async () => {
    const revalidator = httpStorefrontRevalidator({
      storefrontUrl: storefront.baseUrl,
      secret: 'a-production-secret',
      log,
      timeoutMs: 100,
    });
    storefront.state.respondWith = 401;
    await revalidator.revalidate(['content']);
    expect(warn).toHaveBeenLastCalledWith({ tags: ['content'], status: 401 }, 'storefront revalidation refused');
    storefront.state.respondWith = 'hang';
    await revalidator.revalidate(['content']);
    expect(warn).toHaveBeenLastCalledWith(
      { tags: ['content'], reason: expect.stringMatching(/timeout|aborted/i) },
      'storefront revalidation failed',
    );
  });
});

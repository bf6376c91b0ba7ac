import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../../test/fake-http-server';
import { emailMarketingProvider } from './email-marketing-provider';
import { NewsletterProviderError } from './newsletter-provider';

describe('emailMarketingProvider against a local fake API', () => {
  let server: Awaited<ReturnType<typeof startFakeHttpServer>>;
  beforeAll(async () => {
    server = await startFakeHttpServer();
  });
  afterAll(() => server.close());

  const provider = (overrides: { url?: string; timeoutMs?: number } = {}) =>
    emailMarketingProvider({
      url: overrides.url ?? `${server.baseUrl}/api/subscriptions`,
      apiKey: 'pk_live_123',
      listId: 'Xy12Ab',
      now: () => new Date('2026-03-14T23:30:00.000Z'),
      ...(overrides.timeoutMs ? { timeoutMs: overrides.timeoutMs } : {}),
    });

  it('POSTs a subscription for the email, related to the list, with the key and today as Revision', async () => {
    server.state.respondWith = 202;
    await provider().subscribe('hygienist@example.com');
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/subscriptions');
    expect(request.headers).toMatchObject({
      authorization: 'Klaviyo-API-Key pk_live_123',
      'content-type': 'application/vnd.api+json',
      accept: 'application/vnd.api+json',
      revision: '2026-03-14',
    });
    expect(JSON.parse(request.body)).toEqual({
      data: {
        type: 'subscription',
        attributes: { profile: { data: { type: 'profile', attributes: { email: 'hygienist@example.com' } } } },
        relationships: { list: { data: { type: 'list', id: 'Xy12Ab' } } },
      },
    });
  });

  it.each([400, 401, 429, 500, 503])('fails with NewsletterProviderError on HTTP %i', async (status) => {
    server.state.respondWith = status;
    await expect(provider().subscribe('a@example.com')).rejects.toThrow(
      new NewsletterProviderError(`Email-marketing provider answered ${status}`),
    );
  });

  it('fails when the provider does not answer in time', async () => {
    server.state.respondWith = 'hang';
    await expect(provider({ timeoutMs: 200 }).subscribe('a@example.com')).rejects.toBeInstanceOf(
      NewsletterProviderError,
    );
  });

  it('fails when the provider cannot be reached', async () => {
    const closed = await startFakeHttpServer();
    await closed.close();
    await expect(provider({ url: `${closed.baseUrl}/api/subscriptions` }).subscribe('a@example.com')).rejects.toThrow(
      /Email-marketing provider unreachable/,
    );
  });
});

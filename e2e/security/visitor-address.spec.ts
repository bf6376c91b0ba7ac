import { randomUUID } from 'node:crypto';
import { expect, request, test } from '@playwright/test';
import { startRecordingApi } from '../fakes/recording-api';
import { actionCall, formActionCall, serverActions } from './surface';
import { startStorefront } from './storefront-process';

// Issue 14 defect 2: the API counts its per-visitor limits by the address the storefront names in x-visitor-address
// on every call it makes for a visitor. Two storefronts in front of a recording API: one reached directly, one
// behind a proxy it trusts (the test itself, on loopback).
test.describe('the visitor address the storefront gives the API', () => {
  let api: Awaited<ReturnType<typeof startRecordingApi>>;
  let direct: Awaited<ReturnType<typeof startStorefront>>;
  let behindProxy: Awaited<ReturnType<typeof startStorefront>>;

  test.beforeAll(async () => {
    api = await startRecordingApi();
    [direct, behindProxy] = await Promise.all([
      startStorefront({ API_URL: api.url }),
      startStorefront({ API_URL: api.url, TRUST_PROXY: 'loopback' }),
    ]);
  });
  test.afterAll(async () => {
    await Promise.all([direct?.stop(), behindProxy?.stop()]);
    await api?.close();
  });

  /**
   * The calls a visitor's requests caused: a route handler's GET (an image) and POST (analytics), and Server Actions
   * with plain arguments (the newsletter) and with a form (the contact form).
   */
  async function callsFor(baseURL: string, forwardedFor: string) {
    api.requests.length = 0;
    const visitor = await request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': forwardedFor, 'sec-fetch-site': 'same-origin' },
    });
    await visitor.get('/media/products/visitor-test/1.svg');
    const event = { messageId: randomUUID(), anonymousId: 'visitor-test', timestamp: new Date().toISOString() };
    await visitor.post('/api/events', { data: { batch: [{ type: 'page', ...event }] } });
    const action = (name: string) => serverActions().find((candidate) => candidate.name === name)!;
    const newsletter = action('subscribeToNewsletterAction');
    await visitor.post(newsletter.path, actionCall(newsletter, ['visitor-test@example.com']));
    const contact = action('contactAction');
    const message = { name: 'Visitor Test', email: 'visitor-test@example.com', message: 'Hello' };
    await visitor.post(contact.path, formActionCall(contact, message));
    await visitor.dispose();
    const call = (path: string) => api.requests.find((recorded) => recorded.path === path)?.headers;
    return {
      image: call('/media/products/visitor-test/1.svg'),
      analytics: call('/events'),
      newsletter: call('/mw/newsletter'),
      contact: call('/mw/contact'),
    };
  }

  const visitorNamed = (calls: Awaited<ReturnType<typeof callsFor>>) =>
    Object.fromEntries(Object.entries(calls).map(([name, headers]) => [name, headers?.['x-visitor-address']]));

  test('is the address of the connection, whatever X-Forwarded-For the visitor sends', async () => {
    expect(visitorNamed(await callsFor(direct.url, '203.0.113.9'))).toEqual({
      image: '127.0.0.1',
      analytics: '127.0.0.1',
      newsletter: '127.0.0.1',
      contact: '127.0.0.1',
    });
  });

  test('is the client a trusted proxy forwarded for', async () => {
    expect(visitorNamed(await callsFor(behindProxy.url, '203.0.113.9'))).toEqual({
      image: '203.0.113.9',
      analytics: '203.0.113.9',
      newsletter: '203.0.113.9',
      contact: '203.0.113.9',
    });
  });

  test('comes with the storefront client credentials on the public calls the API limits per visitor', async () => {
    // The API believes x-visitor-address only from its trusted clients: a public route needs the credentials sent.
    const storefront = `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}`;
    const calls = await callsFor(direct.url, '203.0.113.9');
    expect([calls.analytics, calls.newsletter, calls.contact].map((headers) => headers?.authorization)).toEqual([
      storefront,
      storefront,
      storefront,
    ]);
  });
});

import { messages } from '@chairside/domain';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../../test/fake-http-server';
import { postJson, readError, startTestApi, type TestApi } from '../../../test/test-api';

describe.each(testDatabaseTargets())('POST /mw/newsletter with the local provider ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api.close());

  const subscribe = (email: unknown) => postJson(`${api.baseUrl}/mw/newsletter`, { email });

  it('subscribes once, answering a repeat (in any letter case) exactly like the first time', async () => {
    const first = await subscribe('  Dr.Molar@Example.com ');
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ subscribed: true });
    const repeat = await subscribe('dr.molar@example.com');
    expect(repeat.status).toBe(201);
    expect(await repeat.json()).toEqual({ subscribed: true });

    const stored = await api.db.select().from(schema.newsletterSubscriptions);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'Dr.Molar@Example.com', providerStatus: 'local' });
  });

  it.each(['not-an-email', 'a@b', 'two words@example.com'])('rejects %j with InvalidField on email', async (email) => {
    const response = await subscribe(email);
    expect(response.status).toBe(400);
    expect(await readError(response)).toEqual({
      statusCode: 400,
      message: messages.invalidEmail,
      errors: [{ code: 'InvalidField', message: messages.invalidEmail, field: 'email', invalidValue: email }],
    });
  });

  it('rejects unknown body fields', async () => {
    const response = await postJson(`${api.baseUrl}/mw/newsletter`, { email: 'a@example.com', admin: true });
    expect(response.status).toBe(400);
    expect((await readError(response)).message).toContain('admin');
  });
});

describe.each(testDatabaseTargets())('POST /mw/newsletter with the email-marketing provider ($name)', (target) => {
  let api: TestApi;
  let provider: Awaited<ReturnType<typeof startFakeHttpServer>>;
  beforeAll(async () => {
    provider = await startFakeHttpServer();
    api = await startTestApi(target, {
      env: {
        NEWSLETTER_PROVIDER_URL: `${provider.baseUrl}/api/subscriptions`,
        NEWSLETTER_PROVIDER_API_KEY: 'pk_test',
        NEWSLETTER_LIST_ID: 'LIST1',
      },
    });
  });
  afterAll(async () => {
    await api.close();
    await provider.close();
  });

  const statusOf = async (email: string) => {
    const rows = await api.db.select().from(schema.newsletterSubscriptions);
    return rows.find((row) => row.email === email)?.providerStatus;
  };

  it('passes the address to the provider and marks the subscription synced', async () => {
    provider.state.respondWith = 202;
    const response = await postJson(`${api.baseUrl}/mw/newsletter`, { email: 'synced@example.com' });
    expect(response.status).toBe(201);
    expect(provider.requests.at(-1)?.body).toContain('synced@example.com');
    expect(await statusOf('synced@example.com')).toBe('synced');
  });

  it('answers 502 NewsletterProviderFailed when the provider refuses, marking the subscription failed', async () => {
    provider.state.respondWith = 500;
    const response = await postJson(`${api.baseUrl}/mw/newsletter`, { email: 'refused@example.com' });
    expect(response.status).toBe(502);
    expect(await readError(response)).toEqual({
      statusCode: 502,
      message: messages.newsletterFailure,
      errors: [{ code: 'NewsletterProviderFailed', message: messages.newsletterFailure }],
    });
    expect(await statusOf('refused@example.com')).toBe('failed');
  });
});

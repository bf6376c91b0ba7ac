import { contactMessageResponseSchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { contactTexts, messages, support } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../../test/fake-http-server';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';

describe.each(testDatabaseTargets())('POST /mw/contact ($name)', (target) => {
  let api: TestApi;
  let siteverify: Awaited<ReturnType<typeof startFakeHttpServer>>;
  let nextIp = 1;
  beforeAll(async () => {
    siteverify = await startFakeHttpServer();
    api = await startTestApi(target, {
      env: {
        TRUST_PROXY: 'true',
        CONTACT_MESSAGES_PER_HOUR: '3',
        RECAPTCHA_SECRET_KEY: 'test-secret',
        RECAPTCHA_VERIFY_URL: `${siteverify.baseUrl}/siteverify`,
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await siteverify?.close();
  });
  beforeEach(() => {
    siteverify.state.respondWith = 200;
    siteverify.state.body = { success: true, score: 0.9, action: 'contact' };
  });

  const valid = {
    name: 'Dana Lee',
    email: 'dana@brightsmiles.example',
    message: 'Do you carry <b>nitrile</b> gloves in XS?',
    'recaptcha-token': 'browser-token',
  };
  // Each test sends from its own client IP (TRUST_PROXY), so the per-IP limit does not carry over.
  const send = (body: unknown, ip = `198.51.100.${nextIp++}`) =>
    fetch(`${api.baseUrl}/mw/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });

  it('stores the message as typed and mails it to the support mailbox as plain text', async () => {
    const response = await send(
      { ...valid, phone: ' 555-0100 ', company: 'Bright Smiles', topic: 'product' },
      '192.0.2.44',
    );
    expect(response.status).toBe(201);
    const { id } = contactMessageResponseSchema.parse(await response.json());
    const [stored] = await api.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.id, id));
    expect(stored).toMatchObject({
      name: 'Dana Lee',
      email: valid.email,
      phone: '555-0100',
      company: 'Bright Smiles',
      topic: 'product',
      message: valid.message,
    });
    expect(new URLSearchParams(siteverify.requests.at(-1)!.body).get('remoteip')).toBe('192.0.2.44');

    const mails = await api.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, support.email));
    const mail = mails.find((entry) => entry.subject === 'Contact form: Product question from Dana Lee');
    expect(mail?.html ?? null).toBeNull();
    expect(mail?.text).toContain('Email: dana@brightsmiles.example');
    expect(mail?.text).toContain('Practice or company: Bright Smiles');
    expect(mail?.text).toContain('Do you carry <b>nitrile</b> gloves in XS?');
  });

  it('takes blank optional fields as not given', async () => {
    const response = await send({ ...valid, phone: '  ', company: '' });
    const { id } = contactMessageResponseSchema.parse(await response.json());
    const [stored] = await api.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.id, id));
    expect(stored).toMatchObject({ phone: null, company: null, topic: null });
  });

  it.each([
    ['name', { ...valid, name: undefined }],
    ['name', { ...valid, name: '   ' }],
    ['message', { ...valid, message: undefined }],
    ['message', { ...valid, message: 'x'.repeat(5001) }],
    ['email', { ...valid, email: '' }],
    ['phone', { ...valid, phone: '1'.repeat(31) }],
    ['topic', { ...valid, topic: 'lottery' }],
    ['admin', { ...valid, admin: true }],
  ])('refuses a body with a missing or invalid %s, naming it', async (field, body) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect((await readError(response)).message).toContain(field);
  });

  it('refuses an invalid email with InvalidField on email', async () => {
    const response = await send({ ...valid, email: 'dana@localhost' });
    expect(response.status).toBe(400);
    expect((await readError(response)).errors).toEqual([
      { code: 'InvalidField', message: messages.invalidEmail, field: 'email', invalidValue: 'dana@localhost' },
    ]);
  });

  it('answers 400 BotProtectionFailed and stores nothing when the bot check refuses', async () => {
    siteverify.state.body = { success: true, score: 0.1, action: 'contact' };
    const before = (await api.db.select().from(schema.contactMessages)).length;
    const response = await send({ ...valid, message: 'from a robot' });
    expect(response.status).toBe(400);
    expect((await readError(response)).errors[0]?.code).toBe('BotProtectionFailed');
    expect(await api.db.select().from(schema.contactMessages)).toHaveLength(before);
  });

  it('limits messages per client IP (429 with Retry-After), other IPs unaffected', async () => {
    for (let n = 0; n < 3; n += 1) expect((await send(valid, '203.0.113.9')).status).toBe(201);
    const blocked = await send(valid, '203.0.113.9');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readError(blocked)).message).toBe(contactTexts.tooManyMessages);
    expect((await send(valid, '203.0.113.10')).status).toBe(201);
  });
});

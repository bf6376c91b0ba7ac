import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { smsTexts } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../../test/fake-http-server';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { SmsProviderError } from './sms-sender';
import { smsTestClient } from './sms-test-client';
import { twilioSmsSender } from './twilio-sms-sender';

type FakeTwilio = Awaited<ReturnType<typeof startFakeHttpServer>>;

const accountSid = 'AC0123456789abcdef0123456789abcdef';
const authToken = 'twilio-test-token';
const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;

describe('twilioSmsSender against a local fake of the Messages API', () => {
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeHttpServer();
  });
  afterAll(() => twilio?.close());
  beforeEach(() => {
    twilio.state.respondWith = 201;
    twilio.state.body = { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' };
  });
  const sender = (from = '+12015550100', timeoutMs = 2000) =>
    twilioSmsSender({ accountSid, authToken, from, apiUrl: twilio.baseUrl, timeoutMs });

  it('POSTs the form with basic auth and answers the message sid', async () => {
    expect(await sender().send('+12125550100', 'Chairside: 123456 is your code & more')).toEqual({
      messageId: 'SM0123456789abcdef0123456789abcdef',
    });
    const request = twilio.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(messagesPath);
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      To: '+12125550100',
      From: '+12015550100',
      Body: 'Chairside: 123456 is your code & more',
    });
  });

  it('sends from a Messaging Service when the sender is its SID', async () => {
    await sender('MG0123456789abcdef0123456789abcdef').send('+12125550100', 'hello');
    const form = new URLSearchParams(twilio.requests.at(-1)!.body);
    expect(form.get('MessagingServiceSid')).toBe('MG0123456789abcdef0123456789abcdef');
    expect(form.has('From')).toBe(false);
  });

  it("throws with Twilio's error code when it refuses, and when it does not answer in time", async () => {
    twilio.state.respondWith = 400;
    twilio.state.body = { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 };
    await expect(sender().send('+12125550100', 'hello')).rejects.toThrow(
      new SmsProviderError("Twilio answered 400 (error 21211: The 'To' number is not a valid phone number.)"),
    );
    twilio.state.respondWith = 'hang';
    await expect(sender('+12015550100', 200).send('+12125550100', 'hello')).rejects.toThrow(/Twilio unreachable/);
  });
});

describe.each(testDatabaseTargets())('SMS sign-up through Twilio ($name)', (target) => {
  let api: TestApi;
  let twilio: FakeTwilio;
  let sms: ReturnType<typeof smsTestClient>;
  beforeAll(async () => {
    twilio = await startFakeHttpServer();
    api = await startTestApi(target, {
      env: {
        TRUST_PROXY: 'true',
        TWILIO_ACCOUNT_SID: accountSid,
        TWILIO_AUTH_TOKEN: authToken,
        TWILIO_FROM: '+12015550100',
        TWILIO_API_URL: twilio.baseUrl,
        SMS_TIMEOUT_MS: '500',
      },
    });
    sms = smsTestClient(api.baseUrl, api.db);
  });
  afterAll(async () => {
    await api?.close();
    await twilio?.close();
  });
  beforeEach(() => {
    twilio.state.respondWith = 201;
    twilio.state.body = { sid: 'SMfake', status: 'queued' };
  });
  const textsTo = (to: string) =>
    twilio.requests
      .filter((request) => new URLSearchParams(request.body).get('To') === to)
      .map((request) => new URLSearchParams(request.body).get('Body'));

  it('texts the code and then the discount code through the provider, and records them as sent', async () => {
    const customer = await sms.customer();
    await sms.signup(await sms.signUp(customer.headers, { phone: '(646) 555-0101' }));
    const [codeText] = textsTo('+16465550101');
    const code = /\b(\d{6})\b/.exec(codeText ?? '')![1]!;
    expect(codeText).toBe(smsTexts.confirmationSms(code));
    const confirmed = await sms.signup(await sms.confirm(customer.headers, code), 200);
    expect(textsTo('+16465550101')).toEqual([codeText, smsTexts.discountSms(confirmed.discount_code!.code)]);

    const outbox = await api.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.to, '+16465550101'));
    expect(outbox).toHaveLength(2);
    for (const text of outbox)
      expect(text).toMatchObject({ provider: 'twilio', providerMessageId: 'SMfake', lastError: null });
    expect(outbox.every((text) => text.sentAt !== null)).toBe(true);
  });

  it('answers 502 when the provider refuses the code text, and keeps the refusal on the outbox row', async () => {
    twilio.state.respondWith = 500;
    twilio.state.body = { code: 20500, message: 'Internal Server Error' };
    const customer = await sms.customer();
    const response = await sms.signUp(customer.headers, { phone: '(646) 555-0102' });
    expect(response.status).toBe(502);
    expect((await readError(response)).errors[0]).toEqual({ code: 'SmsProviderFailed', message: smsTexts.sendFailed });
    const [text] = await api.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.to, '+16465550102'));
    expect(text).toMatchObject({
      provider: 'twilio',
      sentAt: null,
      lastError: 'Twilio answered 500 (error 20500: Internal Server Error)',
    });
  });

  it('confirms even when the discount code text fails: the code is on the page and in the account', async () => {
    const customer = await sms.customer();
    await sms.signup(await sms.signUp(customer.headers, { phone: '(646) 555-0103' }));
    const code = await sms.lastCode(customer.id);
    twilio.state.respondWith = 'hang';
    const confirmed = await sms.signup(await sms.confirm(customer.headers, code), 200);
    expect(confirmed.status).toBe('confirmed');
    const texts = await sms.textsTo('+16465550103');
    expect(texts[0]).toMatchObject({
      purpose: 'discount-code',
      sentAt: null,
      lastError: expect.stringMatching(/Twilio unreachable/),
    });
  });
});

import { errorResponseSchema, savedCardListSchema, savedCardSchema, type SavedCard } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe.each(testDatabaseTargets())('saved cards /mw/cards ($name)', (target) => {
  let api: TestApi;
  let fx: ReturnType<typeof customerFixture>;
  beforeAll(async () => {
    // A short gateway timeout, so the sandbox's timeout card answers 504 soon; long enough for a busy test process.
    api = await startTestApi(target, { env: { PAYMENT_GATEWAY_TIMEOUT_MS: '1000' } });
    fx = customerFixture(api.db);
  });
  afterAll(() => api.close());

  // The cards as the gateway's card fields hand them to the page: a fresh one-time token each.
  const visa = async () => ({ token: await api.gateway.cardToken('4111 1111 1111 1111', { expiry: '12 / 30' }) });
  const mastercard = async () => ({
    token: await api.gateway.cardToken('5555-5555-5555-4444', { expiry: '07/2031', cvc: '456' }),
  });
  const card = async (number: string) => ({ token: await api.gateway.cardToken(number) });

  async function newCustomer() {
    const office = await fx.office('Bright Smiles', []);
    const customer = await fx.customer({ officeIds: [office.id] });
    return { ...(await signIn(api.db, customer.id)), customerId: customer.id, officeId: office.id };
  }
  const addCard = (headers: Record<string, string>, body: unknown, key?: string) =>
    fetch(`${api.baseUrl}/mw/cards`, {
      method: 'POST',
      headers: key ? { ...headers, 'idempotency-key': key } : headers,
      body: JSON.stringify(body),
    });
  const added = async (headers: Record<string, string>, body: unknown): Promise<SavedCard> => {
    const response = await addCard(headers, body);
    expect(response.status).toBe(201);
    return savedCardSchema.parse(await response.json());
  };
  const list = async (headers: Record<string, string>) => {
    const response = await fetch(`${api.baseUrl}/mw/cards`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return savedCardListSchema.parse(await response.json()).results;
  };
  const makePrimary = (headers: Record<string, string>, uuid: string) =>
    fetch(`${api.baseUrl}/mw/cards/${uuid}/primary`, {
      method: 'POST',
      headers: { authorization: headers.authorization! },
    });
  const remove = (headers: Record<string, string>, uuid: string) =>
    fetch(`${api.baseUrl}/mw/cards/${uuid}`, { method: 'DELETE', headers: { authorization: headers.authorization! } });
  const storedRows = (customerId: string) =>
    api.db.select().from(schema.savedCards).where(eq(schema.savedCards.customerId, customerId));

  it('saves cards as the gateway stored them: brand, last 4 and expiry; lists them primary first; switches; deletes', async () => {
    const { headers, customerId, officeId } = await newCustomer();
    const visaToken = await visa();
    const first = await added(headers, visaToken);
    expect(first).toMatchObject({
      brand: 'visa',
      last4: '1111',
      expiryMonth: 12,
      expiryYear: 2030,
      isPrimary: true,
      saved: true,
      version: 1,
    });
    const second = await added(headers, await mastercard());
    expect(second).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      expiryMonth: 7,
      expiryYear: 2031,
      isPrimary: false,
    });
    expect((await list(headers)).map((card) => [card.last4, card.isPrimary])).toEqual([
      ['1111', true],
      ['4444', false],
    ]);

    // What is stored is the gateway's id for the card, not the one-time token the browser had; never card digits.
    const rows = await storedRows(customerId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ businessUnitId: officeId, gateway: 'sandbox' });
    expect(rows.map((row) => row.gatewayToken)).not.toContain(visaToken.token);
    const stored = JSON.stringify(rows);
    for (const secret of ['4111111111111111', '111111111111', '5555555555554444', '"123"', '"456"'])
      expect(stored).not.toContain(secret);

    const switched = await makePrimary(headers, second.uuid);
    expect(switched.status).toBe(200);
    expect(savedCardSchema.parse(await switched.json())).toMatchObject({
      uuid: second.uuid,
      isPrimary: true,
      version: 2,
    });
    expect((await list(headers)).map((card) => [card.last4, card.isPrimary])).toEqual([
      ['4444', true],
      ['1111', false],
    ]);
    expect((await makePrimary(headers, second.uuid)).status).toBe(200); // already primary: no change

    const deleted = await remove(headers, second.uuid);
    expect(deleted.status).toBe(200);
    expect(savedCardSchema.parse(await deleted.json()).uuid).toBe(second.uuid);
    // The primary card went, so the remaining one takes its place.
    expect((await list(headers)).map((card) => [card.uuid, card.isPrimary])).toEqual([[first.uuid, true]]);
    expect((await remove(headers, second.uuid)).status).toBe(404);
  });

  it('keeps a one-time card (save: false) usable by uuid but out of the list', async () => {
    const { headers, customerId } = await newCustomer();
    const oneTime = await added(headers, { ...(await visa()), save: false });
    expect(oneTime).toMatchObject({ saved: false, isPrimary: false, last4: '1111' });
    expect(await list(headers)).toEqual([]);
    expect((await storedRows(customerId)).map((row) => row.id)).toEqual([oneTime.uuid]);
    expect((await makePrimary(headers, oneTime.uuid)).status).toBe(404);
    expect((await remove(headers, oneTime.uuid)).status).toBe(404);
  });

  it("answers 404 for another customer's card and changes nothing", async () => {
    const owner = await newCustomer();
    const intruder = await newCustomer();
    const card = await added(owner.headers, await visa());
    await added(owner.headers, await mastercard());
    for (const uuid of [card.uuid, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const primary = await makePrimary(intruder.headers, uuid);
      expect(primary.status).toBe(404);
      // The answer may name the id asked for (a random UUID could hold 1111), but nothing of the card.
      expect(JSON.stringify(await primary.json()).replaceAll(uuid, '')).not.toContain('1111');
      expect((await remove(intruder.headers, uuid)).status).toBe(404);
    }
    expect(await list(intruder.headers)).toEqual([]);
    expect((await list(owner.headers)).map((saved) => [saved.uuid === card.uuid, saved.isPrimary])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('uses a card token once: the same customer asking again gets the same card, anyone else a refusal', async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const token = await visa();
    await added(owner.headers, token);
    await added(owner.headers, token); // a retry without Idempotency-Key: the gateway answers with the same card
    const [first, again] = await storedRows(owner.customerId);
    expect(again!.gatewayToken).toBe(first!.gatewayToken);

    const taken = await addCard(other.headers, token);
    expect(taken.status).toBe(400);
    expect(errorResponseSchema.parse(await taken.json()).errors).toEqual([
      { code: 'InvalidField', field: 'token', message: 'Your card details have expired. Please enter them again.' },
    ]);
    expect(await storedRows(other.customerId)).toEqual([]);
  });

  it.each([
    [{ token: 'tok_NotOneTheGatewayMadeAtAll000000' }, 'InvalidField'],
    [{ token: 'short' }, 'InvalidInput'],
    [{ token: '4111 1111 1111 1111' }, 'InvalidInput'],
    [{ number: '4111111111111111', expiry: '12/30', cvc: '123' }, 'InvalidInput'],
  ])('refuses %j with 400 %s, never echoing it', async (body, code) => {
    const response = await addCard((await newCustomer()).headers, body);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(errorResponseSchema.parse(JSON.parse(text)).errors[0]!.code).toBe(code);
    expect(text).not.toContain('1111');
  });

  it('answers 400 CardDeclined for a card the gateway declines when storing it, and stores nothing', async () => {
    const { headers, customerId } = await newCustomer();
    const response = await addCard(headers, await card('4000000000000002'));
    expect(response.status).toBe(400);
    expect(errorResponseSchema.parse(await response.json()).errors[0]).toMatchObject({
      code: 'CardDeclined',
      message: 'Your card was declined. Please use another card.',
      field: 'token',
    });
    expect(await storedRows(customerId)).toEqual([]);
  });

  it('limits card submissions per customer (declined ones count): 429 with Retry-After, other customers unaffected', async () => {
    const { headers } = await newCustomer();
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await addCard(headers, await card('4000000000000002'))).status).toBe(400);
    const blocked = await addCard(headers, await visa());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(errorResponseSchema.parse(await blocked.json()).errors[0]).toMatchObject({
      code: 'TooManyRequests',
      message: 'Too many card attempts. Please try again later.',
    });
    const other = await newCustomer();
    await added(other.headers, await visa());
  });

  it("takes the card's details from the gateway only, and refuses non-customer tokens", async () => {
    const { headers } = await newCustomer();
    for (const claim of [{ brand: 'amex' }, { last4: '0005' }, { expiryYear: 2099 }, { customerId: 'someone-else' }])
      expect((await addCard(headers, { ...(await visa()), ...claim })).status).toBe(400);
    const clientHeaders = {
      authorization: `Bearer ${await api.tokenFor(['manage_my_orders'])}`,
      'content-type': 'application/json',
    };
    expect((await addCard(clientHeaders, await visa())).status).toBe(403);
    expect((await fetch(`${api.baseUrl}/mw/cards`)).status).toBe(401);
  });

  describe('Idempotency-Key', () => {
    it('replays the first result for a repeated key and stores one card', async () => {
      const { headers, customerId } = await newCustomer();
      const body = await visa();
      const first = await addCard(headers, body, 'add-card-1');
      expect(first.status).toBe(201);
      const saved = savedCardSchema.parse(await first.json());
      const repeat = await addCard(headers, body, 'add-card-1');
      expect(repeat.status).toBe(201);
      expect(repeat.headers.get('idempotent-replayed')).toBe('true');
      expect(savedCardSchema.parse(await repeat.json())).toEqual(saved);
      expect(await storedRows(customerId)).toHaveLength(1);

      // The body was a one-time token: its fingerprint needs no slow hash, and nothing stored holds card digits.
      const [key] = await api.db
        .select()
        .from(schema.idempotencyKeys)
        .where(eq(schema.idempotencyKeys.key, 'add-card-1'));
      expect(key!.requestFingerprint).toMatch(/^sha256:/);
      expect(JSON.stringify(key)).not.toContain('4111111111111111');
    });

    it('answers 422 when the key comes back with another body, and runs nothing', async () => {
      const { headers, customerId } = await newCustomer();
      expect((await addCard(headers, await visa(), 'add-card-2')).status).toBe(201);
      const reused = await addCard(headers, await mastercard(), 'add-card-2');
      expect(reused.status).toBe(422);
      expect(errorResponseSchema.parse(await reused.json()).errors[0]!.code).toBe('IdempotencyKeyReused');
      expect(await storedRows(customerId)).toHaveLength(1);
    });

    it("keeps each customer's keys apart", async () => {
      const one = await newCustomer();
      const two = await newCustomer();
      expect((await addCard(one.headers, await visa(), 'same-key')).status).toBe(201);
      const other = await addCard(two.headers, await mastercard(), 'same-key');
      expect(other.status).toBe(201);
      expect(other.headers.get('idempotent-replayed')).toBeNull();
    });

    it('replays a decline, but lets a gateway timeout be retried', async () => {
      const { headers } = await newCustomer();
      const declined = await card('4000000000000002');
      expect((await addCard(headers, declined, 'declined-1')).status).toBe(400);
      const replay = await addCard(headers, declined, 'declined-1');
      expect(replay.status).toBe(400);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');

      const timeout = await card('4000000000000416');
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await addCard(headers, timeout, 'timeout-1');
        expect(response.status).toBe(504);
        expect(errorResponseSchema.parse(await response.json()).errors[0]).toMatchObject({
          code: 'PaymentGatewayTimeout',
          message: 'The payment service is not answering right now. Please try again in a moment.',
        });
      }
      expect(
        await api.db.select().from(schema.idempotencyKeys).where(eq(schema.idempotencyKeys.key, 'timeout-1')),
      ).toEqual([]);
    });

    it('creates exactly one card when the same request races itself', async () => {
      const { headers, customerId } = await newCustomer();
      const body = await visa();
      const responses = await Promise.all(Array.from({ length: 8 }, () => addCard(headers, body, 'double-click')));
      const statuses = responses.map((response) => response.status);
      expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
      expect(statuses).toContain(201);
      const uuids = new Set(
        await Promise.all(
          responses
            .filter((response) => response.status === 201)
            .map(async (response) => savedCardSchema.parse(await response.json()).uuid),
        ),
      );
      expect(uuids.size).toBe(1);
      expect(await storedRows(customerId)).toHaveLength(1);
    });

    it('refuses a malformed key', async () => {
      const { headers } = await newCustomer();
      expect((await addCard(headers, await visa(), 'x'.repeat(256))).status).toBe(400);
    });
  });
});

describe.each(testDatabaseTargets())('card data in logs ($name)', (target) => {
  const lines: string[] = [];
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, {
      logger: createLogger('trace', { write: (line: string) => void lines.push(line) }),
      env: { PAYMENT_GATEWAY_TIMEOUT_MS: '1000' },
    });
  });
  afterAll(() => api.close());

  it('never logs a card number or CVC around POST /mw/cards, whatever its outcome', async () => {
    const fx = customerFixture(api.db);
    const { headers } = await signIn(api.db, (await fx.customer()).id);
    const token = (number: string) => api.gateway.cardToken(number, { expiry: '12/30', cvc: '987' });
    const bodies = [
      { token: await token('4242424242424242') },
      { token: await token('4000000000000002') },
      { token: await token('4000000000000416') },
      { token: await token('4242424242424242'), extra: 'field' },
      // A client sending the card itself is refused by the schema, and its body is not logged either.
      { number: '4242424242424241', expiry: '12/30', cvc: '987' },
    ];
    for (const body of bodies)
      await fetch(`${api.baseUrl}/mw/cards`, { method: 'POST', headers, body: JSON.stringify(body) });
    const log = lines.join('');
    expect(log).toContain('/mw/cards'); // the requests were logged at all
    expect(log).toContain('payment gateway storeCard failed'); // and so was the timeout
    for (const secret of ['4242424242424242', '4000000000000002', '4000000000000416', '4242424242424241', '"987"'])
      expect(log).not.toContain(secret);
  });

  it('censors card fields logged by mistake', () => {
    const written: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void written.push(line) });
    logger.info(
      { body: { number: '4242424242424242', cvc: '987' }, card: { number: '4242424242424242', cvc: '987' } },
      'oops',
    );
    expect(written.join('')).not.toContain('4242424242424242');
    // Quoted: the line's epoch-millisecond time may hold the digits 987 (it did for 17 minutes of 29 November 2026).
    expect(written.join('')).not.toContain('"987"');
  });
});

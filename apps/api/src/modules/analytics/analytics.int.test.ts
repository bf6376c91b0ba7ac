import { randomUUID } from 'node:crypto';
import { analyticsLimits } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';

const eventsPerMinute = 25;

const pageView = (overrides: Record<string, unknown> = {}) => ({
  type: 'page',
  messageId: randomUUID(),
  anonymousId: 'anon-1',
  timestamp: '2026-05-01T10:00:00.000Z',
  properties: { path: '/category/supplies', search: '' },
  ...overrides,
});
const login = (overrides: Record<string, unknown> = {}) => ({
  ...pageView({ type: 'track', properties: {} }),
  event: 'Login',
  ...overrides,
});

describe.each(testDatabaseTargets())('POST /events ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { env: { ANALYTICS_EVENTS_PER_MINUTE: String(eventsPerMinute) } });
  });
  afterAll(() => api?.close());

  // No Authorization header: the endpoint is public.
  const send = (body: unknown) =>
    fetch(`${api.baseUrl}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const stored = (messageIds: string[]) =>
    api.db.select().from(schema.analyticsEvents).where(inArray(schema.analyticsEvents.messageId, messageIds));

  it('stores a batch of a page view and a tracked event, without a token', async () => {
    const batch = [pageView(), login({ properties: { method: 'password' } })];
    const response = await send({ batch });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 2 });
    const rows = await stored(batch.map((event) => event.messageId as string));
    expect(rows.map(({ type, event, anonymousId, properties }) => ({ type, event, anonymousId, properties }))).toEqual(
      expect.arrayContaining([
        { type: 'page', event: null, anonymousId: 'anon-1', properties: { path: '/category/supplies', search: '' } },
        { type: 'track', event: 'Login', anonymousId: 'anon-1', properties: { method: 'password' } },
      ]),
    );
    // The source is kept only as a digest of the IP address.
    expect(rows.every((row) => /^[0-9a-f]{32}$/.test(row.sourceKey) && !row.sourceKey.includes('127.0.0.1'))).toBe(
      true,
    );
  });

  it('stores an event sent again (lost reply, retry) once', async () => {
    const event = login();
    expect(await (await send({ batch: [event] })).json()).toEqual({ accepted: 1 });
    expect(await (await send({ batch: [event] })).json()).toEqual({ accepted: 0 });
    expect(await stored([event.messageId as string])).toHaveLength(1);
  });

  it('stamps an event from a clock far in the future with the arrival time', async () => {
    const event = pageView({ timestamp: '2099-01-01T00:00:00Z' });
    await send({ batch: [event] });
    const [row] = await stored([event.messageId as string]);
    expect(row!.occurredAt).toEqual(row!.receivedAt);
  });

  it.each([
    ['an empty batch', { batch: [] }],
    [
      'more events than a client batch',
      { batch: Array.from({ length: analyticsLimits.maxBatch + 1 }, () => pageView()) },
    ],
    ['an event name the spec does not track', { batch: [login({ event: 'Cart Abandoned' })] }],
    ['a track event without a name', { batch: [pageView({ type: 'track' })] }],
    ['an unknown type', { batch: [pageView({ type: 'identify' })] }],
    ['a missing anonymous id', { batch: [pageView({ anonymousId: '' })] }],
    ['a message id that is no uuid', { batch: [pageView({ messageId: 'abc' })] }],
    ['a timestamp that is no date', { batch: [pageView({ timestamp: 'yesterday' })] }],
    [
      'properties over the size limit',
      { batch: [pageView({ properties: { note: 'x'.repeat(analyticsLimits.maxPropertiesLength) } })] },
    ],
    ['an unknown field', { batch: [pageView({ userId: 'customer-1' })] }],
    ['no batch', { events: [pageView()] }],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    const before = await api.db.select({ n: count() }).from(schema.analyticsEvents);
    const response = await send(body);
    expect(response.status).toBe(400);
    expect((await readError(response)).errors[0]!.code).toBe('InvalidInput');
    expect(await api.db.select({ n: count() }).from(schema.analyticsEvents)).toEqual(before);
  });

  it('refuses a body over the size limit with 413 before parsing it', async () => {
    const response = await send({
      batch: [pageView({ properties: { note: 'x'.repeat(analyticsLimits.maxBodyBytes) } })],
    });
    expect(response.status).toBe(413);
    expect((await readError(response)).errors[0]!.code).toBe('RequestEntityTooLarge');
  });

  it('limits the events per client and minute: 429 with Retry-After, nothing stored beyond the limit', async () => {
    const sourceKey = (
      await api.db.select({ key: schema.analyticsEvents.sourceKey }).from(schema.analyticsEvents).limit(1)
    )[0]!.key;
    const batches = Array.from({ length: Math.ceil(eventsPerMinute / analyticsLimits.maxBatch) + 1 }, () =>
      Array.from({ length: analyticsLimits.maxBatch }, () => pageView()),
    );
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (const batch of batches) {
      const response = await send({ batch });
      statuses.push(response.status);
      if (response.status === 429) {
        refused = response;
        break;
      }
    }
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(refused?.headers.get('retry-after')).toBe('60');
    expect((await readError(refused!)).errors[0]!.code).toBe('TooManyRequests');
    const [{ n }] = (await api.db
      .select({ n: count() })
      .from(schema.analyticsEvents)
      .where(eq(schema.analyticsEvents.sourceKey, sourceKey))) as [{ n: number }];
    expect(n).toBeLessThanOrEqual(eventsPerMinute);
  });
});

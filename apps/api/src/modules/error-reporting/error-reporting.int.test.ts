import { errorReportLimits } from '@chairside/contracts';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startErrorReportingFake, type ErrorReportingFake } from '../../../../../e2e/fakes/error-reporting.mjs';
import { access } from '../../access/route-access';
import { createLogger } from '../../logger';
import { startTestApi, type TestApi } from '../../../test/test-api';

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';

const eventually = async <T>(read: () => T, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.each(testDatabaseTargets())('error reporting ($name)', (target) => {
  describe('with a DSN: unexpected errors reach the service, scrubbed', () => {
    let fake: ErrorReportingFake;
    let api: TestApi;
    beforeAll(async () => {
      fake = await startErrorReportingFake();
      api = await startTestApi(target, {
        env: { ERROR_REPORTING_DSN: fake.dsn },
        // A route that fails as a bug would, with personal data in its message.
        extend: (app) => {
          app.get('/test/failure', { config: { access: access.public() } }, () => {
            throw new Error(
              'No price for jane.doe@smile-dental.com with token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
            );
          });
          app.get('/test/another-failure', { config: { access: access.public() } }, () => {
            throw new TypeError('Another failure');
          });
        },
      });
    });
    afterAll(async () => {
      await api?.close();
      await fake?.close();
    });

    it('sends a 500 as an event without the email, the token or the query secret', async () => {
      const response = await fetch(`${api.baseUrl}/test/failure?refresh_token=r-123&page=2`, {
        headers: { 'user-agent': firefox, authorization: 'Bearer secret-token', cookie: 'sid=abc' },
      });
      expect(response.status).toBe(500);
      const events = await eventually(fake.events, (list) => list.length > 0);
      expect(events).toHaveLength(1);
      const [event] = events as { exception: { values: { type: string; value: string }[] }; request: unknown }[];
      expect(event!.exception.values[0]).toMatchObject({
        type: 'Error',
        value: 'No price for [Filtered] with token [Filtered]',
      });
      expect(event!.request).toEqual({ method: 'GET', url: '/test/failure?refresh_token=[Filtered]&page=2' });
      const text = JSON.stringify(event);
      for (const secret of ['jane.doe', 'r-123', 'secret-token', 'sid=abc', '127.0.0.1'])
        expect(text).not.toContain(secret);
    });

    it('does not send what a client did wrong (4xx) or a deliberate answer', async () => {
      const before = fake.events().length;
      expect((await fetch(`${api.baseUrl}/no-such-route`)).status).toBe(404);
      expect(
        (
          await fetch(`${api.baseUrl}/errors`, {
            method: 'POST',
            body: '{',
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(400);
      // A later failure arrives alone: nothing was queued for the two above.
      await fetch(`${api.baseUrl}/test/another-failure`);
      const events = await eventually(fake.events, (list) => list.length > before);
      expect(events.slice(before)).toMatchObject([{ exception: { values: [{ type: 'TypeError' }] } }]);
    });
  });

  describe('without a DSN: POST /errors writes the storefront errors to the log', () => {
    const lines: string[] = [];
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(target, {
        // Each test's reports come from visitors of their own (X-Forwarded-For).
        env: { ERROR_REPORTS_PER_MINUTE: '3', TRUST_PROXY: 'true' },
        logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
      });
    });
    afterAll(() => api?.close());

    const report = (overrides: Record<string, unknown> = {}, visitor = '198.51.100.1') =>
      fetch(`${api.baseUrl}/errors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
        body: JSON.stringify({
          source: 'browser',
          name: 'TypeError',
          message: 'Cannot read properties of undefined (reading "sku") for a@b.co',
          stack:
            'TypeError: Cannot read properties\n    at QuickOrder (https://store.example/_next/static/chunks/1.js:1:2)',
          url: 'https://store.example/customer/account/reset?token=t-1',
          release: 'build-1',
          userAgent: firefox,
          ...overrides,
        }),
      });
    const logged = () =>
      lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => 'clientError' in entry);

    it('logs a browser error at level error, without personal data', async () => {
      const response = await report();
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ logged: true });
      const [entry] = logged();
      expect(entry).toMatchObject({
        level: 50,
        msg: 'browser error: TypeError',
        clientError: {
          message: 'Cannot read properties of undefined (reading "sku") for [Filtered]',
          url: 'https://store.example/customer/account/reset?token=[Filtered]',
          release: 'build-1',
        },
      });
    });

    it("drops a crawler's report", async () => {
      const before = logged().length;
      const response = await report({ userAgent: googlebot }, '198.51.100.2');
      expect(await response.json()).toEqual({ logged: false });
      expect(logged()).toHaveLength(before);
    });

    it('refuses reports beyond the size limit and unknown fields', async () => {
      expect((await report({ message: 'x'.repeat(errorReportLimits.messageChars + 1) }, '198.51.100.3')).status).toBe(
        400,
      );
      expect((await report({ cookie: 'sid=1' }, '198.51.100.3')).status).toBe(400);
      expect((await report({ stack: 'x'.repeat(errorReportLimits.maxBodyBytes) }, '198.51.100.3')).status).toBe(413);
    });

    it('limits the reports of one visitor per minute', async () => {
      const statuses = [];
      for (let count = 0; count < 4; count++) statuses.push((await report({}, '198.51.100.4')).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
      // Another visitor is not held back.
      expect((await report({}, '198.51.100.5')).status).toBe(202);
    });
  });
});

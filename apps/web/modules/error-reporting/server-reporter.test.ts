import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the local fake of the service lives with the other fakes, in e2e/
import { startErrorReportingFake, type ErrorReportingFake } from '../../../../e2e/fakes/error-reporting.mjs';
import { reportServerError } from './server-reporter';

vi.mock('server-only', () => ({}));
const sendToApi = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/transport', () => ({ sendToApi }));
vi.mock('@/modules/build-updates/build-id', () => ({ currentBuildId: () => 'build-42' }));

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const failure = () => new Error('No cart for jane.doe@smile-dental.com');
const request = (userAgent: string) => ({
  path: '/checkout?token=s3cret',
  method: 'GET',
  headers: { 'user-agent': userAgent, cookie: 'chairside_session=abc' },
});

describe('storefront server errors (Next onRequestError)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    sendToApi.mockReset();
  });

  describe('with a DSN: to the error-reporting service', () => {
    let fake: ErrorReportingFake;
    beforeAll(async () => {
      fake = await startErrorReportingFake();
    });
    afterAll(() => fake?.close());

    it('arrives scrubbed, with the build as its release, and nothing goes to the API', async () => {
      vi.stubEnv('ERROR_REPORTING_DSN', fake.dsn);
      await reportServerError(failure(), request(chrome));
      const [event] = fake.events() as {
        exception: { values: { value: string }[] };
        request: unknown;
        release: string;
      }[];
      expect(event?.exception.values[0]?.value).toBe('No cart for [Filtered]');
      expect(event?.request).toEqual({ method: 'GET', url: '/checkout?token=[Filtered]' });
      expect(event?.release).toBe('build-42');
      expect(JSON.stringify(event)).not.toMatch(/jane|s3cret|chairside_session/);
      expect(sendToApi).not.toHaveBeenCalled();
    });

    it("sends nothing for a crawler's request", async () => {
      vi.stubEnv('ERROR_REPORTING_DSN', fake.dsn);
      const before = fake.events().length;
      await reportServerError(new TypeError('crawler page failed'), request(googlebot));
      expect(fake.events()).toHaveLength(before);
    });
  });

  describe("without a DSN: to the API's log", () => {
    it('posts the scrubbed report to POST /errors', async () => {
      vi.stubEnv('ERROR_REPORTING_DSN', '');
      sendToApi.mockResolvedValue({ statusCode: 202, body: { dump: async () => undefined } });
      await reportServerError(failure(), request(chrome));
      expect(sendToApi).toHaveBeenCalledOnce();
      const [path, call] = sendToApi.mock.calls[0] as [string, { body: string; timeoutMs: number }];
      expect(path).toBe('/errors');
      expect(call.timeoutMs).toBe(2000);
      expect(JSON.parse(call.body)).toMatchObject({
        source: 'storefront-server',
        name: 'Error',
        message: 'No cart for [Filtered]',
        url: '/checkout?token=[Filtered]',
        release: 'build-42',
        userAgent: chrome,
      });
    });

    it("sends nothing for a crawler's request", async () => {
      vi.stubEnv('ERROR_REPORTING_DSN', '');
      await reportServerError(failure(), request(googlebot));
      expect(sendToApi).not.toHaveBeenCalled();
    });
  });
});

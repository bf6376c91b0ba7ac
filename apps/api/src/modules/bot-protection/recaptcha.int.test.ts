import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '../../../test/fake-http-server';
import { recaptchaBotProtection } from './recaptcha';

describe('reCAPTCHA v3 against a local siteverify', () => {
  let siteverify: Awaited<ReturnType<typeof startFakeHttpServer>>;
  let protection: ReturnType<typeof recaptchaBotProtection>;

  beforeAll(async () => {
    siteverify = await startFakeHttpServer();
    protection = recaptchaBotProtection({
      secretKey: 'test-secret',
      verifyUrl: `${siteverify.baseUrl}/siteverify`,
      minScore: 0.5,
      // Long enough for a first connection on a busy machine, short enough for the hang test.
      timeoutMs: 1_000,
    });
  });
  afterAll(() => siteverify.close());
  beforeEach(() => {
    siteverify.requests.length = 0;
    siteverify.state.respondWith = 200;
  });

  it('passes a human: success, the expected action, a score at the threshold; posts secret, response and remoteip as a form', async () => {
    siteverify.state.body = { success: true, score: 0.5, action: 'login', hostname: 'localhost' };
    await expect(protection.verify('token-1', 'login', '203.0.113.9')).resolves.toEqual({ ok: true });
    const [request] = siteverify.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      secret: 'test-secret',
      response: 'token-1',
      remoteip: '203.0.113.9',
    });
  });

  it('refuses a low score', async () => {
    siteverify.state.body = { success: true, score: 0.3, action: 'login' };
    await expect(protection.verify('token-1', 'login')).resolves.toMatchObject({
      ok: false,
      reason: expect.stringContaining('score 0.3'),
    });
  });

  it('refuses a token made for another action', async () => {
    siteverify.state.body = { success: true, score: 0.9, action: 'register' };
    await expect(protection.verify('token-1', 'login')).resolves.toMatchObject({
      ok: false,
      reason: expect.stringContaining('action register'),
    });
  });

  it('refuses what siteverify does not confirm (expired or duplicate token)', async () => {
    siteverify.state.body = { success: false, 'error-codes': ['timeout-or-duplicate'] };
    await expect(protection.verify('token-1', 'login')).resolves.toMatchObject({
      ok: false,
      reason: expect.stringContaining('timeout-or-duplicate'),
    });
  });

  it('refuses a missing token without asking siteverify', async () => {
    await expect(protection.verify(undefined, 'login')).resolves.toMatchObject({ ok: false });
    expect(siteverify.requests).toHaveLength(0);
  });

  it('fails closed when siteverify errs, hangs past the timeout or cannot be reached', async () => {
    siteverify.state.respondWith = 500;
    await expect(protection.verify('token-1', 'login')).resolves.toMatchObject({ ok: false });
    siteverify.state.respondWith = 'hang';
    await expect(protection.verify('token-1', 'login')).resolves.toMatchObject({
      ok: false,
      reason: expect.stringContaining('TimeoutError'),
    });
    const unreachable = recaptchaBotProtection({
      secretKey: 's',
      verifyUrl: 'http://127.0.0.1:1/siteverify',
      minScore: 0.5,
    });
    await expect(unreachable.verify('token-1', 'login')).resolves.toMatchObject({
      ok: false,
      reason: expect.stringContaining('unreachable'),
    });
  });
});

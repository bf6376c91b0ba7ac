import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TokenModuleType from './token';
import type { Grecaptcha } from './token';

type TokenModule = typeof TokenModuleType;
const container = {} as HTMLElement;

/** A grecaptcha like Google's: render gives widget 7, execute a token naming the action. */
function fakeGrecaptcha(execute: Grecaptcha['execute'] = async (_id, { action }) => `token-${action}`) {
  return { ready: vi.fn((callback: () => void) => callback()), render: vi.fn(() => 7), execute: vi.fn(execute) };
}

describe('bot-protection tokens', () => {
  let token: TokenModule;
  const page: { grecaptcha?: ReturnType<typeof fakeGrecaptcha> } = {};

  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    delete page.grecaptcha;
    vi.stubGlobal('window', page);
    token = await import('./token');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives no token while bot protection is off (no site key reached the page)', async () => {
    await expect(token.botProtectionToken('login')).resolves.toBeUndefined();
  });

  it('polls every 25 ms for the script, renders one invisible widget with its badge at the bottom-left, and executes the action on it', async () => {
    token.startBotProtection('site-key', container);
    const pending = token.botProtectionToken('login');
    await vi.advanceTimersByTimeAsync(100);
    const grecaptcha = fakeGrecaptcha();
    page.grecaptcha = grecaptcha;
    await vi.advanceTimersByTimeAsync(24);
    expect(grecaptcha.render).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe('token-login');
    await expect(token.botProtectionToken('reset')).resolves.toBe('token-reset');
    expect(grecaptcha.render).toHaveBeenCalledTimes(1);
    expect(grecaptcha.render).toHaveBeenCalledWith(container, {
      sitekey: 'site-key',
      size: 'invisible',
      badge: 'bottomleft',
    });
    expect(grecaptcha.execute.mock.calls).toEqual([
      [7, { action: 'login' }],
      [7, { action: 'reset' }],
    ]);
  });

  it('gives up when the script has not arrived after the load timeout (the API then refuses with its message)', async () => {
    token.startBotProtection('site-key', container);
    const pending = token.botProtectionToken('login');
    await vi.advanceTimersByTimeAsync(token.scriptLoadTimeoutMs + token.scriptPollDelayMs);
    await expect(pending).resolves.toBeUndefined();
  });

  it('gives no token when execute fails', async () => {
    page.grecaptcha = fakeGrecaptcha(async () => Promise.reject(new Error('network')));
    token.startBotProtection('site-key', container);
    await expect(token.botProtectionToken('login')).resolves.toBeUndefined();
  });

  it('fills each token field with a token for its action, and drops a field it has no token for', async () => {
    page.grecaptcha = fakeGrecaptcha();
    token.startBotProtection('site-key', container);
    const data = new FormData();
    await token.addBotProtectionTokens(data, { 'recaptcha-token': 'register', 'recaptcha-login-token': 'login' });
    expect(Object.fromEntries(data)).toEqual({
      'recaptcha-token': 'token-register',
      'recaptcha-login-token': 'token-login',
    });

    vi.resetModules();
    const off = await import('./token');
    await off.addBotProtectionTokens(data, { 'recaptcha-token': 'register' });
    expect(data.has('recaptcha-token')).toBe(false);
  });
});

describe('pollFor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads at the start and then once per interval until a value comes', async () => {
    const { pollFor } = await import('./token');
    const values: (number | undefined)[] = [undefined, undefined, 3];
    const read = vi.fn(() => values.shift());
    const pending = pollFor(read, 25, 1_000);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(25);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(25);
    await expect(pending).resolves.toBe(3);
  });

  it('ends with undefined at the timeout', async () => {
    const { pollFor } = await import('./token');
    const pending = pollFor(() => undefined, 25, 100);
    await vi.advanceTimersByTimeAsync(125);
    await expect(pending).resolves.toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionSecret } from './secret';

afterEach(() => vi.unstubAllEnvs());

describe('sessionSecret', () => {
  it('refuses to run in production without one, saying what to set', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SESSION_SECRET', '');
    expect(() => sessionSecret()).toThrow(/SESSION_SECRET is not set/);
  });

  it('takes the configured secret, and refuses one shorter than 32 characters', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SESSION_SECRET', 'x'.repeat(32));
    expect(sessionSecret()).toBe('x'.repeat(32));
    vi.stubEnv('SESSION_SECRET', 'short');
    expect(() => sessionSecret()).toThrow(/at least 32 characters/);
  });

  it('falls back to the development secret outside production', () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('SESSION_SECRET', '');
    expect(sessionSecret().length).toBeGreaterThanOrEqual(32);
  });
});

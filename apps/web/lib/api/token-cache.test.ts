import { describe, expect, it } from 'vitest';
import { tokenCache } from './token-cache';

function setup(expiresIn = 3600) {
  let now = 1_000_000;
  let issued = 0;
  const cache = tokenCache(
    () => {
      issued += 1;
      return Promise.resolve({ accessToken: `token-${issued}`, expiresIn });
    },
    60,
    () => now,
  );
  return { cache, advance: (seconds: number) => (now += seconds * 1000), issued: () => issued };
}

describe('tokenCache', () => {
  it('shares one token between callers, also while it is being requested', async () => {
    const { cache, issued } = setup();
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect([a, b, await cache.get()]).toEqual(['token-1', 'token-1', 'token-1']);
    expect(issued()).toBe(1);
  });

  it('requests a new token a minute before the old one expires', async () => {
    const { cache, advance } = setup(3600);
    await cache.get();
    advance(3600 - 61);
    expect(await cache.get()).toBe('token-1');
    advance(2);
    expect(await cache.get()).toBe('token-2');
  });

  it('drops a refused token, but not a newer one', async () => {
    const { cache } = setup();
    const first = await cache.get();
    cache.forget(first);
    const second = await cache.get();
    expect(second).toBe('token-2');
    cache.forget(first);
    expect(await cache.get()).toBe('token-2');
  });

  it('does not remember a failed request', async () => {
    let attempt = 0;
    const cache = tokenCache(
      () =>
        ++attempt === 1 ? Promise.reject(new Error('down')) : Promise.resolve({ accessToken: 'ok', expiresIn: 60 }),
      10,
    );
    await expect(cache.get()).rejects.toThrow('down');
    expect(await cache.get()).toBe('ok');
  });
});

import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './login-limits';

const window = 15 * 60_000;
const now = new Date('2026-05-01T12:00:00Z');

describe('retryAfterSeconds', () => {
  it('lets attempts through under the limit', () => {
    expect(retryAfterSeconds({ count: 9, oldest: now }, 10, window, now)).toBeUndefined();
  });

  it('waits until the oldest failure in the window leaves it', () => {
    const oldest = new Date(now.getTime() - 10 * 60_000);
    expect(retryAfterSeconds({ count: 10, oldest }, 10, window, now)).toBe(300);
  });

  it('rounds up and waits at least a second', () => {
    expect(retryAfterSeconds({ count: 10, oldest: new Date(now.getTime() - window + 1) }, 10, window, now)).toBe(1);
    expect(retryAfterSeconds({ count: 10, oldest: new Date(now.getTime() - window - 5) }, 10, window, now)).toBe(1);
  });
});

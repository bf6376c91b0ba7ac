import { describe, expect, it } from 'vitest';
import { attentionAfterFailure } from './replenish-runs';

describe('attentionAfterFailure', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const tomorrow = new Date('2026-11-25T12:00:00Z');
  it.each([
    { retrying: false, retriesLeft: 0, left: 3, next: tomorrow },
    { retrying: true, retriesLeft: 3, left: 2, next: tomorrow },
    { retrying: true, retriesLeft: 2, left: 1, next: tomorrow },
    { retrying: true, retriesLeft: 1, left: 0, next: undefined },
    { retrying: true, retriesLeft: 0, left: 0, next: undefined },
  ])('retrying $retrying with $retriesLeft left', ({ retrying, retriesLeft, left, next }) => {
    expect(attentionAfterFailure({ retrying, retriesLeft }, now)).toEqual({ retriesLeft: left, nextRetryAt: next });
  });
});

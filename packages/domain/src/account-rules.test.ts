import { describe, expect, it } from 'vitest';
import { accountMessages } from './account-messages';
import { analyticsPolicy, analyticsRetryDelayMs } from './analytics';
import { isPracticeType, practiceTypeValues } from './practice-types';

describe('analytics library settings (spec §9)', () => {
  it('retries 4 times, batches 10, times out after 5 s, keeps the anonymous id 365 days', () => {
    expect(analyticsPolicy).toEqual({ maxAttempts: 4, batchSize: 10, timeoutMs: 5000, anonymousIdCookieDays: 365 });
  });
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [10, 30_000],
  ])('attempt %i waits %i ms before the next', (attempt, ms) => expect(analyticsRetryDelayMs(attempt)).toBe(ms));
});

describe('practice types (custom field practice_type)', () => {
  it.each([
    ['general_dentistry', true],
    ['veterinary', true],
    ['General Dentistry', false],
    ['', false],
  ])('%s → %s', (value, valid) => expect(isPracticeType(value)).toBe(valid));
  it('has no duplicates', () => expect(new Set(practiceTypeValues).size).toBe(practiceTypeValues.length));
});

describe('account messages', () => {
  it.each([
    [0, 'There were no other sessions to sign out.'],
    [1, 'Signed out of 1 other session.'],
    [3, 'Signed out of 3 other sessions.'],
  ])('%i other sessions ended → %s', (count, text) => expect(accountMessages.otherSessionsEnded(count)).toBe(text));
  it('pluralises the wait after too many attempts', () => {
    expect(accountMessages.tooManyAttempts(1)).toBe('Too many attempts, try again in 1 minute.');
    expect(accountMessages.tooManyAttempts(15)).toBe('Too many attempts, try again in 15 minutes.');
  });
});

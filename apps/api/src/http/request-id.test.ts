import { describe, expect, it } from 'vitest';
import { requestIdFor } from './request-id';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it('keeps a well-formed X-Request-Id from the caller', () => {
    expect(requestIdFor({ headers: { 'x-request-id': 'web.9f3a-1' } })).toBe('web.9f3a-1');
  });

  it.each([undefined, '', 'has space', 'line\nbreak', 'x'.repeat(129), ['a', 'b']])(
    'generates a fresh id instead of %j',
    (incoming) => {
      expect(requestIdFor({ headers: { 'x-request-id': incoming } })).toMatch(uuid);
    },
  );

  it('generates a different id per request', () => {
    expect(requestIdFor({ headers: {} })).not.toBe(requestIdFor({ headers: {} }));
  });
});

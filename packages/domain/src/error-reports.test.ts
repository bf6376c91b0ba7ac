import { describe, expect, it } from 'vitest';
import { errorTracingTimeoutMs, scrubReport, scrubText } from './error-reports';

describe('errorTracingTimeoutMs (spec §9)', () => {
  it('is 2000 ms', () => expect(errorTracingTimeoutMs).toBe(2000));
});

describe('scrubText', () => {
  it.each([
    ['Order failed for jane.doe+office@smile-dental.com', 'Order failed for [Filtered]'],
    ['Authorization: Bearer abc.DEF-123_xyz', 'Authorization: Bearer [Filtered]'],
    ['Basic c3RvcmVmcm9udDpzZWNyZXQ=', 'Basic [Filtered]'],
    ['jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl expired', 'jwt [Filtered] expired'],
    ['card 4111 1111 1111 1111 declined', 'card [Filtered] declined'],
    ['card 4111-1111-1111-1111 declined', 'card [Filtered] declined'],
    // Not Luhn-valid: a millisecond timestamp or an order number stays.
    ['at 1760000000000 order 4111111111111112', 'at 1760000000000 order 4111111111111112'],
    [
      'GET /customer/account/reset?token=s3cr3t&next=%2Faccount',
      'GET /customer/account/reset?token=[Filtered]&next=%2Faccount',
    ],
    ['https://store.example/search?q=gloves&email=a%40b.co', 'https://store.example/search?q=gloves&email=[Filtered]'],
    ['access_token=abc&page=2', 'access_token=[Filtered]&page=2'],
    ['/search?q=nitrile+gloves&page=3', '/search?q=nitrile+gloves&page=3'],
    ["Cannot read properties of undefined (reading 'sku')", "Cannot read properties of undefined (reading 'sku')"],
  ])('%s → %s', (text, scrubbed) => expect(scrubText(text)).toBe(scrubbed));
});

describe('scrubReport', () => {
  it.each([
    [
      'headers with credentials',
      { request: { headers: { Authorization: 'Bearer x', Cookie: 'sid=1', 'User-Agent': 'Firefox' } } },
      { request: { headers: { Authorization: '[Filtered]', Cookie: '[Filtered]', 'User-Agent': 'Firefox' } } },
    ],
    [
      'card fields in extra data',
      { extra: { body: { number: '4111111111111111', cvc: '123', expiry: '12/29', poNumber: 'PO-7' } } },
      { extra: { body: { number: '[Filtered]', cvc: '[Filtered]', expiry: '[Filtered]', poNumber: 'PO-7' } } },
    ],
    [
      'the user and their address',
      { user: { id: 'c-1', email: 'a@b.co', ip_address: '203.0.113.9', username: 'dr-who' } },
      { user: { id: 'c-1', email: '[Filtered]', ip_address: '[Filtered]', username: '[Filtered]' } },
    ],
    [
      'an exception message and a request url',
      {
        exception: { values: [{ type: 'Error', value: 'No customer jane@smile.com', stacktrace: { frames: [] } }] },
        request: { url: 'https://store.example/checkout?session=abc', query_string: 'refresh_token=r1&x=1' },
      },
      {
        exception: { values: [{ type: 'Error', value: 'No customer [Filtered]', stacktrace: { frames: [] } }] },
        request: {
          url: 'https://store.example/checkout?session=[Filtered]',
          query_string: 'refresh_token=[Filtered]&x=1',
        },
      },
    ],
    [
      'numbers, booleans and empty values unchanged',
      { level: 'error', lineno: 12, handled: false, password: null, tags: [] },
      { level: 'error', lineno: 12, handled: false, password: null, tags: [] },
    ],
  ])('%s', (_case, report, scrubbed) => expect(scrubReport(report)).toEqual(scrubbed));

  it('leaves the original untouched', () => {
    const report = { extra: { email: 'a@b.co' } };
    scrubReport(report);
    expect(report.extra.email).toBe('a@b.co');
  });

  it('drops what lies deeper than any report goes', () => {
    let deep: Record<string, unknown> = { message: 'a@b.co' };
    for (let level = 0; level < 20; level++) deep = { next: deep };
    expect(JSON.stringify(scrubReport(deep))).not.toContain('a@b.co');
  });
});

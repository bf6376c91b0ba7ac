import { errorReportLimits, errorReportSchema } from '@chairside/contracts';
import { describe, expect, it } from 'vitest';
import { errorReportOf } from './error-report';

const facts = { source: 'browser', url: 'https://store.example/quick-order', release: 'b1' } as const;

describe('errorReportOf', () => {
  it.each([
    ['an Error', new TypeError('x is undefined'), { name: 'TypeError', message: 'x is undefined' }],
    ['a string', 'went wrong', { name: 'string', message: 'went wrong' }],
    ['undefined', undefined, { name: 'undefined', message: 'undefined' }],
    ['a plain object', { reason: 1 }, { name: 'object', message: '[object Object]' }],
    ['a server error with a digest', Object.assign(new Error('boom'), { digest: '123' }), { digest: '123' }],
  ])('%s', (_case, error, expected) => {
    const report = errorReportOf(error, facts);
    expect(report).toMatchObject({ ...facts, ...expected });
    expect(errorReportSchema.safeParse(report).success).toBe(true);
  });

  it('clips what is too long for POST /errors', () => {
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(50_000);
    const report = errorReportOf(error, { ...facts, url: `/search?q=${'q'.repeat(5000)}` });
    expect(report.message).toHaveLength(errorReportLimits.messageChars);
    expect(report.stack).toHaveLength(errorReportLimits.stackChars);
    expect(report.url).toHaveLength(errorReportLimits.urlChars);
    expect(errorReportSchema.safeParse(report).success).toBe(true);
  });
});

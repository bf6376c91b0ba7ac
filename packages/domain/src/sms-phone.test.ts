import { describe, expect, it } from 'vitest';
import { maskedPhone, parseSmsPhone } from './sms-phone';

describe('parseSmsPhone', () => {
  it.each([
    ['(201) 555-0123', '+12015550123', '(201) 555-0123'],
    ['201-555-0123', '+12015550123', '(201) 555-0123'],
    ['201.555.0123', '+12015550123', '(201) 555-0123'],
    ['2015550123', '+12015550123', '(201) 555-0123'],
    [' 201 555 0123 ', '+12015550123', '(201) 555-0123'],
    ['1 201 555 0123', '+12015550123', '(201) 555-0123'],
    ['+1 201 555 0123', '+12015550123', '(201) 555-0123'],
    ['+1 (212) 555-1234', '+12125551234', '(212) 555-1234'],
    ['787-234-5678', '+17872345678', '(787) 234-5678'],
  ])('%j is %s', (input, e164, display) => expect(parseSmsPhone(input)).toEqual({ ok: true, e164, display }));

  it.each([
    ['', 'missing'],
    ['   ', 'missing'],
    ['555-0123', 'invalid'],
    ['12345', 'invalid'],
    ['call me', 'invalid'],
    ['(000) 555-0123', 'invalid'],
    ['+1 201 555 0123 ext. 5', 'invalid'],
    ['2'.repeat(41), 'invalid'],
    ['+44 20 7946 0958', 'region'],
    ['+1 416 555 0123', 'region'],
  ])('%j is refused as %s', (input, problem) => expect(parseSmsPhone(input)).toEqual({ ok: false, problem }));

  it('masks all but the last four digits', () => expect(maskedPhone('+12015550123')).toBe('•••-•••-0123'));
});

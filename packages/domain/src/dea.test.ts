import { describe, expect, it } from 'vitest';
import { deaAddressProblem, deaCheckoutBlockers, deaMessages, isoDate } from './dea';

const today = '2026-05-01';
const licensed = { hasActiveDeaLicense: true, deaExpiresOn: null };

describe('deaAddressProblem', () => {
  it.each([
    ['no address', undefined, 'NoShippingAddress'],
    ['address without a license', { hasActiveDeaLicense: false, deaExpiresOn: null }, 'NoActiveDeaLicense'],
    [
      'unmarked address with a future date',
      { hasActiveDeaLicense: false, deaExpiresOn: '2030-01-01' },
      'NoActiveDeaLicense',
    ],
    ['licensed, no expiry recorded', licensed, undefined],
    ['licensed, expires later', { hasActiveDeaLicense: true, deaExpiresOn: '2026-12-31' }, undefined],
    ['licensed, expires today (still valid)', { hasActiveDeaLicense: true, deaExpiresOn: today }, undefined],
    ['licensed, expired yesterday', { hasActiveDeaLicense: true, deaExpiresOn: '2026-04-30' }, 'DeaLicenseExpired'],
  ] as const)('%s', (_name, address, expected) => {
    expect(deaAddressProblem(address, today)).toBe(expected);
  });
});

describe('deaCheckoutBlockers', () => {
  const lines = [
    { lineItemId: 'a', sku: 'GLOVES', requiresActiveDeaLicense: false },
    { lineItemId: 'b', sku: 'LIDOCAINE', requiresActiveDeaLicense: true },
  ];

  it('names every controlled line, with the reason, when the address cannot receive them', () => {
    expect(deaCheckoutBlockers(lines, { hasActiveDeaLicense: false, deaExpiresOn: null }, today)).toEqual([
      { lineItemId: 'b', sku: 'LIDOCAINE', reason: 'NoActiveDeaLicense', message: deaMessages.NoActiveDeaLicense },
    ]);
    expect(deaCheckoutBlockers(lines, null, today).map((blocker) => blocker.reason)).toEqual(['NoShippingAddress']);
  });

  it('blocks nothing for a licensed address or a cart without controlled lines', () => {
    expect(deaCheckoutBlockers(lines, licensed, today)).toEqual([]);
    expect(deaCheckoutBlockers([lines[0]!], undefined, today)).toEqual([]);
  });

  it('dates instants in UTC', () => {
    expect(isoDate(new Date('2026-05-01T23:59:59Z'))).toBe('2026-05-01');
  });
});

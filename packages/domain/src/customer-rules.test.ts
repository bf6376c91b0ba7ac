import { describe, expect, it } from 'vitest';
import {
  chooseDefaultShippingAddress,
  isEligibleForOnlineOrdering,
  type ShippingAddressFacts,
} from './customer-defaults';
import { isJobRole, jobRoleLabel, jobRoles } from './job-roles';
import { passwordProblem } from './password-policy';

describe('job roles (spec §3)', () => {
  it('lists the seventeen roles with labels', () => {
    expect(jobRoles).toHaveLength(17);
    expect(jobRoleLabel('dental_assistant')).toBe('Dental Assistant');
    expect(jobRoleLabel('clerical_staff')).toBe('Clerical Staff');
  });
  it.each([
    ['oral_surgeon', true],
    ['Dentist', false],
    ['ceo', false],
    ['', false],
  ])('%s is a job role: %s', (value, expected) => expect(isJobRole(value)).toBe(expected));
});

describe('passwordProblem', () => {
  it.each([
    ['', 'too_short'],
    ['1234567', 'too_short'],
    ['12345678', undefined],
    // Seven emoji are seven characters, though fourteen UTF-16 units.
    ['😀😀😀😀😀😀😀', 'too_short'],
    ['😀'.repeat(128), undefined],
    ['a'.repeat(128), undefined],
    ['a'.repeat(129), 'too_long'],
    // Spaces count as typed: no trimming.
    ['  abc   ', undefined],
  ])('%j → %s', (plain, problem) => expect(passwordProblem(plain)).toBe(problem));
});

describe('isEligibleForOnlineOrdering', () => {
  it.each([
    [{ shippingAccountNumber: 'SA-1', eligibleForOnlineOrdering: true }, true],
    [{ shippingAccountNumber: 'SA-1', eligibleForOnlineOrdering: false }, false],
    [{ shippingAccountNumber: null, eligibleForOnlineOrdering: true }, false],
    [{ shippingAccountNumber: '', eligibleForOnlineOrdering: true }, false],
  ])('%j → %s', (address, expected) => expect(isEligibleForOnlineOrdering(address)).toBe(expected));
});

describe('chooseDefaultShippingAddress (spec §4)', () => {
  const noAccount: ShippingAddressFacts = { id: 'a', shippingAccountNumber: null, eligibleForOnlineOrdering: true };
  const blocked: ShippingAddressFacts = { id: 'b', shippingAccountNumber: 'SA-1', eligibleForOnlineOrdering: false };
  const first: ShippingAddressFacts = { id: 'c', shippingAccountNumber: 'SA-1', eligibleForOnlineOrdering: true };
  const second: ShippingAddressFacts = { id: 'd', shippingAccountNumber: 'SA-2', eligibleForOnlineOrdering: true };

  it.each([
    [
      'keeps a valid default',
      'd',
      [noAccount, first, second],
      false,
      { addressId: 'd', changed: false, needsSupportMessage: false },
    ],
    [
      'picks the first eligible address when none is set',
      null,
      [noAccount, blocked, first, second],
      false,
      { addressId: 'c', changed: true, needsSupportMessage: false },
    ],
    [
      'replaces a default that lost eligibility',
      'b',
      [blocked, second],
      false,
      { addressId: 'd', changed: true, needsSupportMessage: false },
    ],
    [
      'replaces a default of another office',
      'zz',
      [second],
      true,
      { addressId: 'd', changed: true, needsSupportMessage: false },
    ],
    [
      'asks for one support message when nothing is eligible',
      null,
      [noAccount, blocked],
      false,
      { addressId: undefined, changed: false, needsSupportMessage: true },
    ],
    ['does not ask twice', null, [], true, { addressId: undefined, changed: false, needsSupportMessage: false }],
  ] as const)('%s', (_name, defaultShippingAddressId, addresses, noAddressMessageSent, expected) =>
    expect(chooseDefaultShippingAddress({ defaultShippingAddressId, addresses, noAddressMessageSent })).toEqual(
      expected,
    ),
  );
});

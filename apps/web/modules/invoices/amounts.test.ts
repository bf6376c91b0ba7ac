import { describe, expect, it } from 'vitest';
import { amountProblem, centsOf, dollarsOf } from './amounts';

describe('centsOf', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    ['$1,234.56', 123456],
    ['0.07', 7],
    ['.5', 50],
    [' 20 ', 2000],
  ])('reads %s as %i cents', (text, cents) => expect(centsOf(text)).toBe(cents));

  it.each(['', 'abc', '1.234', '-5', '12,34', '1e3', '$', '.', '12.'])('refuses %j', (text) =>
    expect(centsOf(text)).toBeUndefined(),
  );
});

describe('amountProblem', () => {
  const invoice = { number: 'IN1001', payable: 5000, currency: 'USD' };
  it('takes an amount up to what may be paid', () => {
    expect(amountProblem('50.00', invoice)).toBeUndefined();
    expect(amountProblem('0.01', invoice)).toBeUndefined();
  });
  it('refuses 0, fractions of a cent and words with the domain message', () => {
    for (const text of ['0', '0.00', '1.005', 'ten'])
      expect(amountProblem(text, invoice)).toBe('Enter an amount in whole cents above $0.00 for invoice IN1001.');
  });
  it('refuses more than the balance, naming the most', () => {
    expect(amountProblem('50.01', invoice)).toBe('The most you can pay on invoice IN1001 is $50.00.');
  });
});

it('shows cents as the amount field does', () => {
  expect(dollarsOf(123450)).toBe('1234.50');
  expect(dollarsOf(7)).toBe('0.07');
});

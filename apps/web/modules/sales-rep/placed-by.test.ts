import { describe, expect, it } from 'vitest';
import { placedByLabel } from './placed-by';

describe('placedByLabel', () => {
  it('names the representative and the customer', () => {
    expect(placedByLabel({ name: 'Sam Rep', email: 'rep@example.com' }, 'office@example.com')).toBe(
      'Placed by Sam Rep for office@example.com',
    );
  });

  it('falls back to the representative email, and leaves out an unknown customer', () => {
    expect(placedByLabel({ name: null, email: 'rep@example.com' }, undefined)).toBe('Placed by rep@example.com');
  });

  it('says nothing of an order the customer placed itself', () => {
    expect(placedByLabel(undefined, 'office@example.com')).toBeUndefined();
  });
});

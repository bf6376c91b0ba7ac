import { describe, expect, it } from 'vitest';
import { accountNumbersLabel, repCustomerName, repCustomerPractice, resultCountLabel } from './customer-labels';

const office = {
  id: 'o1',
  name: 'Main Street office',
  account_number: '100200',
  shipping_account_numbers: [],
  city: null,
};

describe('customer labels', () => {
  it('names the person, or its email without a name', () => {
    expect(repCustomerName({ first_name: 'Ada', last_name: null, email: 'ada@example.com' })).toBe('Ada');
    expect(repCustomerName({ first_name: null, last_name: null, email: 'ada@example.com' })).toBe('ada@example.com');
  });

  it('calls the customer by its practice, else its office', () => {
    expect(repCustomerPractice({ practice_name: 'Bright Smiles', office })).toBe('Bright Smiles');
    expect(repCustomerPractice({ practice_name: null, office })).toBe('Main Street office');
  });

  it('lists the account and shipping-account numbers', () => {
    expect(accountNumbersLabel(office)).toBe('Account 100200');
    expect(accountNumbersLabel({ ...office, shipping_account_numbers: ['100201', '100202'] })).toBe(
      'Account 100200 · Shipping 100201, 100202',
    );
  });

  it('announces how many customers were found and how many are shown', () => {
    expect(resultCountLabel(0, 0)).toBe('No customers match.');
    expect(resultCountLabel(1, 1)).toBe('1 customer found.');
    expect(resultCountLabel(8, 31)).toBe('31 customers found, first 8 shown.');
  });
});

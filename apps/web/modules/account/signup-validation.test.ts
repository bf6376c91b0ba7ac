import { describe, expect, it } from 'vitest';
import { signupErrors, signupValues, type SignupValues } from './signup-validation';

const valid: SignupValues = {
  firstName: 'Riley',
  lastName: 'Chen',
  practiceName: 'Chen Dental',
  practiceType: 'general_dentistry',
  jobFunction: 'hygienist',
  email: 'riley@example.com',
  password: 'molar-lantern-quiet',
  confirmPassword: 'molar-lantern-quiet',
};
const errorsOf = (values: Partial<SignupValues>) =>
  Object.fromEntries(Object.entries(signupErrors({ ...valid, ...values })).filter(([, message]) => message));

describe('registration rules (spec §5 messages)', () => {
  it('accepts a complete form', () => expect(errorsOf({})).toEqual({}));
  it.each([
    [{ practiceType: '' }, { practiceType: 'Practice Type is required.' }],
    [{ practiceType: 'spaceport' }, { practiceType: 'Practice Type is required.' }],
    [{ jobFunction: 'astronaut' }, { jobFunction: 'Job Role is required.' }],
    [{ firstName: '  ' }, { firstName: 'First Name is required.' }],
    [{ email: 'riley@' }, { email: 'Please enter a valid email address.' }],
    [{ confirmPassword: 'other' }, { confirmPassword: 'Confirm Password does not match.' }],
  ])('%j → %j', (values, expected) => expect(errorsOf(values)).toEqual(expected));

  it('trims the fields but takes passwords exactly as typed', () => {
    const data = new FormData();
    data.set('firstName', '  Riley ');
    data.set('password', ' spaced password ');
    expect(signupValues(data)).toMatchObject({ firstName: 'Riley', password: ' spaced password ', practiceType: '' });
  });
});

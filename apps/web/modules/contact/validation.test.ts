import { contactTexts, messages } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { contactErrors, type ContactValues } from './validation';

const valid: ContactValues = {
  name: 'Dana Lee',
  email: 'dana@brightsmiles.example',
  phone: '',
  company: '',
  topic: '',
  message: 'Hello',
};

describe('contactErrors', () => {
  it('accepts a form with only the required fields', () =>
    expect(Object.values(contactErrors(valid)).filter(Boolean)).toEqual([]));

  it.each([
    ['name', { name: '  ' }, messages.fieldRequired('Name')],
    ['email', { email: '' }, messages.fieldRequired('Email')],
    ['email', { email: 'dana@localhost' }, messages.invalidEmail],
    ['message', { message: '\n' }, messages.fieldRequired('Message')],
    ['message', { message: 'x'.repeat(5001) }, contactTexts.tooLong('Message', 5000)],
    ['phone', { phone: '1'.repeat(31) }, contactTexts.tooLong('Phone', 30)],
  ] as const)('%s of %j → %s', (field, change, message) =>
    expect(contactErrors({ ...valid, ...change })[field]).toBe(message),
  );
});

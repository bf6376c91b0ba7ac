import { messages } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { refusedSubmit, settledErrors, showsErrors } from './form-errors';

const required = messages.fieldRequired('Email');
const invalid = messages.invalidEmail;

describe('settledErrors', () => {
  it.each([
    {
      case: 'before a submit, typing into a field adds no message',
      shown: {},
      checked: { email: invalid },
      edited: ['email'],
      submitted: false,
      expected: {},
    },
    {
      case: 'a shown message follows the field as it is fixed',
      shown: refusedSubmit({ email: required }),
      checked: { email: invalid },
      edited: ['email'],
      submitted: true,
      expected: refusedSubmit({ email: invalid }),
    },
    {
      case: 'the last fixed field clears the form-level message too',
      shown: refusedSubmit({ email: required }),
      checked: { email: undefined },
      edited: ['email'],
      submitted: true,
      expected: {},
    },
    {
      case: 'after a submit, an edited field shows what is now wrong with it',
      shown: refusedSubmit({ name: messages.fieldRequired('Name') }),
      checked: { name: messages.fieldRequired('Name'), email: required },
      edited: ['email'],
      submitted: true,
      expected: refusedSubmit({ name: messages.fieldRequired('Name'), email: required }),
    },
    {
      case: 'a field not edited keeps the server’s message though the browser finds it valid',
      shown: { fieldErrors: { email: 'Email is already registered.' } },
      checked: { email: undefined, name: undefined },
      edited: ['name'],
      submitted: true,
      expected: { fieldErrors: { email: 'Email is already registered.' } },
    },
    {
      case: 'a field the browser does not check keeps its message',
      shown: refusedSubmit({ card: 'Check the card.', email: required }),
      checked: { email: undefined },
      edited: ['email'],
      submitted: true,
      expected: refusedSubmit({ card: 'Check the card.' }),
    },
    {
      case: 'another form-level message stays until the next submit',
      shown: { formError: 'Invalid login or password.' },
      checked: { email: undefined },
      edited: ['email'],
      submitted: true,
      expected: { formError: 'Invalid login or password.' },
    },
  ])('$case', ({ shown, checked, edited, submitted, expected }) =>
    expect(settledErrors(shown, checked, new Set(edited), submitted)).toEqual(expected),
  );
});

describe('showsErrors', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ fieldErrors: { email: undefined } }, false],
    [{ fieldErrors: { email: required } }, true],
    [{ formError: messages.formInvalid }, true],
  ])('%j → %s', (errors, expected) => expect(showsErrors(errors)).toBe(expected));
});

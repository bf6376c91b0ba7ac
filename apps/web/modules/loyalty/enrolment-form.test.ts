import { describe, expect, it } from 'vitest';
import { programmePracticeType, readEnrolmentForm } from './enrolment-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const complete = {
  practice_name: ' Foster & Associates Dental ',
  contact_name: 'Hannah Foster',
  contact_phone: '',
  practice_type: 'dental',
  acknowledge_disclosure: 'on',
  accept_terms: 'on',
};

describe('readEnrolmentForm', () => {
  it('makes the API draft of a complete form: trimmed, without an empty phone', () => {
    expect(readEnrolmentForm(form(complete))).toMatchObject({
      draft: {
        practice_name: 'Foster & Associates Dental',
        contact_name: 'Hannah Foster',
        practice_type: 'dental',
        acknowledge_disclosure: true,
        accept_terms: true,
      },
      errors: {},
    });
    expect(readEnrolmentForm(form(complete)).draft).not.toHaveProperty('contact_phone');
  });

  it('refuses the form without the disclosure acknowledgement, keeping what was typed', () => {
    const { acknowledge_disclosure: _, ...rest } = complete;
    const read = readEnrolmentForm(form(rest));
    expect(read.draft).toBeUndefined();
    expect(read.errors).toEqual({ acknowledge_disclosure: 'Acknowledge the discount disclosure to enrol.' });
    expect(read.values.practice_name).toBe(complete.practice_name);
  });

  it('names every missing field once', () => {
    expect(readEnrolmentForm(form({})).errors).toEqual({
      practice_name: 'Enter the practice name.',
      contact_name: 'Enter the contact name.',
      practice_type: 'Choose the practice type.',
      acknowledge_disclosure: 'Acknowledge the discount disclosure to enrol.',
      accept_terms: 'Accept the programme terms to enrol.',
    });
  });
});

describe('programmePracticeType', () => {
  it.each([
    ['general_dentistry', 'dental'],
    ['periodontics', 'dental'],
    ['oral_surgery', 'oral-surgery'],
    ['orthodontics', 'orthodontic'],
    ['veterinary', 'veterinary'],
    ['dental_laboratory', 'other'],
    [undefined, ''],
  ])('%s is %s', (registered, expected) => {
    expect(programmePracticeType(registered)).toBe(expected);
  });
});

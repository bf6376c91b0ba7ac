import { describe, expect, it } from 'vitest';
import { contactMailSubject } from './contact';

describe('contactMailSubject', () => {
  it.each([
    ['Dana Lee', 'order', 'Contact form: Order or delivery from Dana Lee'],
    ['Dana Lee', undefined, 'Contact form: General question from Dana Lee'],
    ['Dana\r\nBcc: x@example.com', 'other', 'Contact form: Something else from Dana Bcc: x@example.com'],
  ] as const)('%j, %s → %s', (name, topic, subject) => expect(contactMailSubject(name, topic)).toBe(subject));
});

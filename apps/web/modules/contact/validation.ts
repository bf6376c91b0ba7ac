import { contactLimits, contactTexts } from '@chairside/domain';
import { emailError, requiredError, type FieldErrors } from '@/modules/account/validation';

const { labels } = contactTexts;

export type ContactValues = Record<'name' | 'email' | 'phone' | 'company' | 'topic' | 'message', string>;

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

export function contactValues(data: FormData): ContactValues {
  return {
    name: text(data, 'name'),
    email: text(data, 'email'),
    phone: text(data, 'phone'),
    company: text(data, 'company'),
    topic: text(data, 'topic'),
    message: text(data, 'message'),
  };
}

const tooLong = (value: string, label: string, max: number) =>
  value.trim().length > max ? contactTexts.tooLong(label, max) : undefined;

/** Spec §5 messages for the contact form; the browser checks first, the server action again. */
export function contactErrors(values: ContactValues): FieldErrors {
  return {
    name: requiredError(values.name, labels.name) ?? tooLong(values.name, labels.name, contactLimits.name),
    email: emailError(values.email),
    phone: tooLong(values.phone, labels.phone, contactLimits.phone),
    company: tooLong(values.company, labels.company, contactLimits.company),
    message:
      requiredError(values.message, labels.message) ?? tooLong(values.message, labels.message, contactLimits.message),
  };
}

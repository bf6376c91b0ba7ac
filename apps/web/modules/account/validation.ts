import { isValidEmail, messages, passwordProblem, passwordLength } from '@chairside/domain';

export type FieldErrors = Partial<Record<string, string>>;

/** Spec §5 field messages; shared by the browser (before submit) and the server (authoritative). */
export function requiredError(value: string, label: string): string | undefined {
  return value.trim() ? undefined : messages.fieldRequired(label);
}

export function emailError(value: string, label = 'Email'): string | undefined {
  return requiredError(value, label) ?? (isValidEmail(value.trim()) ? undefined : messages.invalidEmail);
}

export function newPasswordError(value: string, label = 'Password'): string | undefined {
  if (!value) return messages.fieldRequired(label);
  const problem = passwordProblem(value);
  if (problem === 'too_short') return messages.passwordTooShort(passwordLength.min);
  if (problem === 'too_long') return messages.passwordTooLong(passwordLength.max);
  return undefined;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** A form's result as Server Actions hand it back to the client form. */
export interface FormState {
  fieldErrors?: FieldErrors;
  formError?: string;
  success?: string;
  values?: Record<string, string>;
}

export const formInvalid = messages.formInvalid;

/**
 * The form a form's Server Action was posted. Anyone may call an action with any arguments; anything but a form
 * counts as a form without fields, which the action's own checks then refuse.
 */
export const postedForm = (posted: unknown): FormData => (posted instanceof FormData ? posted : new FormData());

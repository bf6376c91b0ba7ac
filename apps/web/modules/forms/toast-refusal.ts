import { toast } from '@/modules/toasts/toast';
import { focusFirstInvalid } from './focus-invalid';
import type { FormErrors } from './form-errors';

/**
 * For a small form with no room for a message under its field (a quantity beside its button): the keyboard goes
 * to the field, marked invalid, and its message into an error toast, as the form's other outcomes are.
 */
export function toastRefusal(form: HTMLFormElement, errors: FormErrors): void {
  focusFirstInvalid(form, errors);
  const message = Object.values(errors.fieldErrors ?? {}).find(Boolean) ?? errors.formError;
  if (message) toast.error(message);
}

import type { FormErrors } from './form-errors';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/**
 * Moves the keyboard to the first field, in page order, with a message (a radio group's checked option, if any),
 * so a refused submit lands where the fixing starts; the message is read out with the field.
 */
export function focusFirstInvalid(form: HTMLFormElement, { fieldErrors = {} }: FormErrors): void {
  const field = Array.from(form.elements)
    .filter(isField)
    .find((element) => element.name && fieldErrors[element.name] && !element.disabled && element.type !== 'hidden');
  if (!field) return;
  const checked =
    field.type === 'radio'
      ? form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(field.name)}"]:checked`)
      : null;
  (checked ?? field).focus();
}

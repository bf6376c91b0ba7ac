import { messages } from '@chairside/domain';
import { hasErrors, type FieldErrors } from '@/modules/account/validation';

/** What a form shows: a message per field (spec §5) and one for the whole form. */
export interface FormErrors {
  fieldErrors?: FieldErrors;
  formError?: string;
}

/** A submit the browser's check refused (spec §5: the fields' messages and the form-level one). */
export const refusedSubmit = (fieldErrors: FieldErrors): FormErrors => ({
  fieldErrors,
  formError: messages.formInvalid,
});

export const showsErrors = (errors: FormErrors | undefined | void): errors is FormErrors =>
  Boolean(errors && (errors.formError || hasErrors(errors.fieldErrors ?? {})));

/**
 * The messages after a check settled while the customer types. Only fields edited since the messages were shown
 * change: before a first submit an edited field's message is updated or cleared but none is added (typing is not
 * an error yet); after a submit every edited field shows what is wrong with it. A field the check does not know
 * (one only the server judges) keeps its message. The form-level "not all fields" message goes once no field has one.
 */
export function settledErrors(
  shown: FormErrors,
  checked: FieldErrors,
  edited: ReadonlySet<string>,
  submitted: boolean,
): FormErrors {
  const fieldErrors: FieldErrors = { ...shown.fieldErrors };
  for (const [name, message] of Object.entries(checked)) {
    if (edited.has(name) && (submitted || fieldErrors[name])) fieldErrors[name] = message;
  }
  const anyLeft = hasErrors(fieldErrors);
  const formError = shown.formError === messages.formInvalid && !anyLeft ? undefined : shown.formError;
  return { ...(anyLeft ? { fieldErrors } : {}), ...(formError ? { formError } : {}) };
}

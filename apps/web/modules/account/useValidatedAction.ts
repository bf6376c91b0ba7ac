'use client';

import { useActionState, useState, type FormEvent } from 'react';
import { formInvalid, hasErrors, type FieldErrors, type FormState } from './validation';

/**
 * A Server Action form that validates in the browser first (spec §4: submit waits for validation,
 * then shows a loading state); the server validates again and its errors replace the browser's.
 */
export function useValidatedAction(action: (state: FormState, data: FormData) => Promise<FormState>, validate: (data: FormData) => FieldErrors) {
  const [state, formAction, pending] = useActionState(action, {});
  const [clientState, setClientState] = useState<FormState | undefined>();
  const [lastServerState, setLastServerState] = useState(state);
  if (state !== lastServerState) {
    setLastServerState(state);
    setClientState(undefined);
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const errors = validate(new FormData(event.currentTarget));
    if (hasErrors(errors)) {
      event.preventDefault();
      setClientState({ fieldErrors: errors, formError: formInvalid });
    } else setClientState(undefined);
  };
  return { state: clientState ?? state, formAction, pending, onSubmit };
}

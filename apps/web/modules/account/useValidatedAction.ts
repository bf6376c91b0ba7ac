'use client';

import { startTransition, useActionState, useState, useTransition, type FormEvent } from 'react';
import { requestFormReset } from 'react-dom';
import type { BotTokenFields } from '@/modules/bot-protection/fields';
import { addBotProtectionTokens } from '@/modules/bot-protection/token';
import { formInvalid, hasErrors, type FieldErrors, type FormState } from './validation';

/**
 * A Server Action form that validates in the browser first (spec §4: submit waits for validation,
 * then shows a loading state); the server validates again and its errors replace the browser's.
 * With `botTokens`, a valid form first fetches its bot-protection tokens, then posts them along.
 */
export function useValidatedAction(
  action: (state: FormState, data: FormData) => Promise<FormState>,
  validate: (data: FormData) => FieldErrors,
  botTokens?: BotTokenFields,
) {
  const [state, formAction, pending] = useActionState(action, {});
  const [verifying, startVerifying] = useTransition();
  const [clientState, setClientState] = useState<FormState | undefined>();
  const [lastServerState, setLastServerState] = useState(state);
  if (state !== lastServerState) {
    setLastServerState(state);
    setClientState(undefined);
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const data = new FormData(form);
    const errors = validate(data);
    if (hasErrors(errors)) {
      event.preventDefault();
      setClientState({ fieldErrors: errors, formError: formInvalid });
      return;
    }
    setClientState(undefined);
    if (!botTokens) return;
    event.preventDefault();
    startVerifying(async () => {
      await addBotProtectionTokens(data, botTokens);
      // As React does for a form's own action: reset the fields once the action's result arrives.
      startTransition(() => {
        requestFormReset(form);
        formAction(data);
      });
    });
  };
  return { state: clientState ?? state, formAction, pending: pending || verifying, onSubmit };
}

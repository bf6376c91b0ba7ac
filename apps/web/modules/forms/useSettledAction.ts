'use client';

import { startTransition, useActionState, useMemo } from 'react';
import { requestFormReset } from 'react-dom';
import type { FieldErrors } from '@/modules/account/validation';
import type { BotTokenFields } from '@/modules/bot-protection/fields';
import { addBotProtectionTokens } from '@/modules/bot-protection/token';
import type { FormErrors } from './form-errors';
import { useSettledForm } from './useSettledForm';

/**
 * Dispatches a Server Action as a form's own `action` would: in a transition, with the fields reset to their
 * defaults once its answer arrives (unless `keepFields`).
 */
export function dispatchFormAction(
  formAction: (data: FormData) => void,
  data: FormData,
  form: HTMLFormElement,
  keepFields = false,
): void {
  startTransition(() => {
    if (!keepFields) requestFormReset(form);
    formAction(data);
  });
}

/**
 * A Server Action form on the one submit path (useSettledForm): the browser's rules first, then the action, whose
 * answer (the server checks again) replaces the browser's messages. With `botTokens`, a valid form fetches its
 * bot-protection tokens and posts them along. As React does for a form's own action, the fields are reset to their
 * defaults once the answer arrives (forms render the answer's values back as defaults); `keepFields` opts out.
 */
export function useSettledAction<S extends object>(
  action: (state: Awaited<S>, data: FormData) => Promise<S>,
  initial: Awaited<S>,
  options: {
    validate?: (data: FormData) => FieldErrors;
    botTokens?: BotTokenFields;
    keepFields?: boolean;
    repeatable?: boolean;
  } = {},
) {
  const [state, formAction, pending] = useActionState<S, FormData>(action, initial);
  const { botTokens, keepFields } = options;
  const form = useSettledForm({
    validate: options.validate,
    repeatable: options.repeatable,
    pending,
    answer: state,
    submit: async (data, element) => {
      if (botTokens) await addBotProtectionTokens(data, botTokens);
      dispatchFormAction(formAction, data, element, keepFields);
    },
  });
  const { shown } = form;
  return {
    /** The action's answer with the messages shown now in place of its own. */
    state: useMemo(
      (): S & FormErrors => ({ ...state, fieldErrors: shown.fieldErrors, formError: shown.formError }),
      [state, shown],
    ),
    formAction,
    formProps: form.formProps,
    loading: form.loading,
  };
}

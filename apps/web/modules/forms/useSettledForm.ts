'use client';

import { formInputDelayMs } from '@chairside/domain';
import { useEffect, useLayoutEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '@/modules/account/validation';
import { focusFirstInvalid } from './focus-invalid';
import { refusedSubmit, settledErrors, showsErrors, type FormErrors } from './form-errors';
import { createSettler, type Settler } from './settle';

const noMessages: FormErrors = {};
const noFieldErrors: FieldErrors = {};

export interface SettledFormOptions {
  /** The browser's field rules (spec §5), run 20 ms after the last input and again, at once, on submit. */
  validate?: (data: FormData) => FieldErrors;
  /**
   * Sends a valid form; runs in a transition, so the form shows its loading state until it (and any action it
   * dispatches) is done. What it answers with, if anything, is shown as the form's messages (a refusal).
   */
  submit?: (data: FormData, form: HTMLFormElement) => void | FormErrors | Promise<void | FormErrors>;
  /** Another thing the form waits for, e.g. useActionState's pending: it counts as loading and blocks a submit. */
  pending?: boolean;
  /**
   * The last answer (a Server Action's state): its `fieldErrors` and `formError`, if it has any, are shown until the
   * customer's input or a submit changes them; a new answer replaces the browser's messages.
   */
  answer?: object;
  /** A new submit while one is loading is sent too (navigations, toggles: the latest wins); otherwise it is dropped. */
  repeatable?: boolean;
  /** The browser itself sends a valid form (a plain POST that leaves the page); the form only shows it is loading. */
  native?: boolean;
  /** Where the keyboard goes after a refusal; the first field with a message, by default. */
  focusInvalid?: (form: HTMLFormElement, errors: FormErrors) => void;
}

/**
 * One submit path for every storefront form (spec §4: submit waits for validation to settle, then shows a loading
 * state; spec §9: validation settles 20 ms after input). Spread `formProps` on the <form>; show `errors`,
 * `formError` and `loading` (e.g. with <SubmitButton>).
 */
export function useSettledForm(options: SettledFormOptions) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const [ownErrors, setOwnErrors] = useState<FormErrors | undefined>();
  const [lastAnswer, setLastAnswer] = useState(options.answer);
  if (options.answer !== lastAnswer) {
    setLastAnswer(options.answer);
    setOwnErrors(undefined);
  }
  const shown = ownErrors ?? (options.answer as FormErrors | undefined) ?? noMessages;
  const shownRef = useRef(shown);
  useLayoutEffect(() => {
    shownRef.current = shown;
  });

  const [sending, startSending] = useTransition();
  const [leaving, setLeaving] = useState(false);
  const loading = sending || leaving || Boolean(options.pending);
  const busy = useRef(false);
  const submitted = useRef(false);
  const edited = useRef(new Set<string>());
  const formRef = useRef<HTMLFormElement | null>(null);

  const settler = useRef<Settler<FieldErrors> | null>(null);
  useEffect(() => {
    const created = createSettler(
      (): FieldErrors => {
        const form = formRef.current;
        const validate = latest.current.validate;
        return form && validate ? validate(new FormData(form)) : {};
      },
      (checked) => setOwnErrors(settledErrors(shownRef.current, checked, edited.current, submitted.current)),
      formInputDelayMs,
    );
    settler.current = created;
    return () => created.cancel();
  }, []);

  // A new answer is judged afresh: only input after it counts as an edit of what it says.
  useEffect(() => {
    edited.current.clear();
  }, [options.answer]);

  // Back to a page the form left (the browser's back-forward cache): it is no longer on its way.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const refuse = (form: HTMLFormElement, errors: FormErrors) => {
    edited.current.clear();
    setOwnErrors(errors);
    (latest.current.focusInvalid ?? focusFirstInvalid)(form, errors);
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    formRef.current = event.currentTarget;
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name) edited.current.add(name);
    if (latest.current.validate) settler.current?.input();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const { submit, repeatable, native } = latest.current;
    formRef.current = form;
    if (!native) event.preventDefault();
    if (!repeatable && (busy.current || loading)) {
      event.preventDefault();
      return;
    }
    submitted.current = true;
    const checked = settler.current?.settle() ?? {};
    if (hasErrors(checked)) {
      event.preventDefault();
      refuse(form, refusedSubmit(checked));
      return;
    }
    edited.current.clear();
    setOwnErrors({});
    busy.current = true;
    if (native) {
      setLeaving(true);
      return;
    }
    const data = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    startSending(async () => {
      try {
        const answer = await submit?.(data, form);
        if (showsErrors(answer)) refuse(form, answer);
      } finally {
        busy.current = false;
      }
    });
  };

  /** Starts afresh (a form closed and opened again): no messages, and typing adds none until a submit. */
  const clear = () => {
    settler.current?.cancel();
    submitted.current = false;
    edited.current.clear();
    setOwnErrors(noMessages);
  };

  return {
    clear,
    formProps: { onSubmit, onInput, noValidate: true, 'aria-busy': loading || undefined },
    /** The messages shown now (the same object until they change). */
    shown,
    errors: shown.fieldErrors ?? noFieldErrors,
    formError: shown.formError,
    loading,
  };
}

'use client';

import { isValidEmail, messages, normalizeEmail } from '@chairside/domain';
import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { toast } from '@/modules/toasts/toast';
import { subscribeToNewsletterAction } from './actions';
import { newsletterTexts } from './texts';
import styles from './NewsletterForm.module.css';

/** Footer signup: checks the address before sending, then reports the outcome in a toast (spec §8). */
export function NewsletterForm() {
  const [error, setError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = normalizeEmail(inputRef.current?.value ?? '');
    if (!isValidEmail(email)) {
      setError(messages.invalidEmail);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    startTransition(async () => {
      const result = await subscribeToNewsletterAction(email).catch(() => ({ ok: false }));
      if (result.ok) {
        toast.success(messages.newsletterSuccess);
        form.reset();
      } else {
        toast.error(messages.newsletterFailure);
      }
    });
  };

  // noValidate: the message above replaces the browser's own bubble for type=email.
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        {newsletterTexts.label}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={newsletterTexts.placeholder}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => setError(undefined)}
        />
        <button type="submit" className={styles.submit} disabled={pending}>
          {pending ? newsletterTexts.pending : newsletterTexts.submit}
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

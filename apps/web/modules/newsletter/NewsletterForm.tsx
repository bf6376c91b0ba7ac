'use client';

import { isValidEmail, messages, normalizeEmail } from '@chairside/domain';
import { useId } from 'react';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { toast } from '@/modules/toasts/toast';
import { subscribeToNewsletterAction } from './actions';
import { newsletterTexts } from './texts';
import styles from './NewsletterForm.module.css';

const emailOf = (data: FormData) => normalizeEmail(String(data.get('email') ?? ''));

/** Footer signup: checks the address before sending, then reports the outcome in a toast (spec §8). */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const { formProps, errors, loading } = useSettledForm({
    validate: (data) => ({ email: isValidEmail(emailOf(data)) ? undefined : messages.invalidEmail }),
    submit: async (data, form) => {
      const result = await subscribeToNewsletterAction(emailOf(data)).catch(() => ({ ok: false }));
      if (result.ok) {
        toast.success(messages.newsletterSuccess);
        form.reset();
      } else {
        toast.error(messages.newsletterFailure);
      }
    },
  });
  const error = errors.email;

  // noValidate (in formProps): the message below replaces the browser's own bubble for type=email.
  return (
    <form className={styles.form} {...formProps}>
      <label htmlFor={inputId} className={styles.label}>
        {newsletterTexts.label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={newsletterTexts.placeholder}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <SubmitButton className={styles.submit} loading={loading} loadingText={newsletterTexts.pending}>
          {newsletterTexts.submit}
        </SubmitButton>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

import type { TextareaHTMLAttributes } from 'react';
import accountStyles from '@/modules/account/account.module.css';
import styles from './contact.module.css';

/** A labelled multi-line field with its length hint and spec §5 message, both announced. */
export function MessageField({
  label,
  name,
  hint,
  error,
  ...textarea
}: { label: string; name: string; hint: string; error?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = `field-${name}`;
  return (
    <div className={accountStyles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        className={styles.textarea}
        rows={7}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        {...textarea}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className={accountStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

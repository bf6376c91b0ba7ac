'use client';

import type { ReactNode } from 'react';
import styles from './invoices.module.css';

/** A dollar amount to pay on one invoice, with its message. */
export function AmountField({
  id,
  name,
  label,
  value,
  max,
  error,
  onChange,
}: {
  id: string;
  /** The form's name of the amount, which its message goes by. */
  name: string;
  label: ReactNode;
  value: string;
  /** "at most $1,234.00", said with the label. */
  max: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.money}>
        <span aria-hidden="true">$</span>
        <input
          id={id}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-max${error ? ` ${id}-error` : ''}`}
        />
      </div>
      <span id={`${id}-max`} className={styles.muted}>
        At most {max}
      </span>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

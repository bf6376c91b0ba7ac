import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './SubmitButton.module.css';

/**
 * A form's submit button with its loading state (spec §4): while the form is sent it says so (`loadingText`), is
 * marked busy for assistive technology and, unless `stayEnabled` (a search the next one replaces), cannot be
 * pressed again.
 */
export function SubmitButton({
  loading,
  loadingText,
  stayEnabled = false,
  disabled,
  className,
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { loading: boolean; loadingText?: ReactNode; stayEnabled?: boolean }) {
  return (
    <button
      type="submit"
      {...button}
      className={className ? `${className} ${styles.submit}` : styles.submit}
      disabled={disabled || (loading && !stayEnabled)}
      aria-busy={loading || undefined}
    >
      {loading && loadingText ? loadingText : children}
    </button>
  );
}

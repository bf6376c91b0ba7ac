'use client';

import { useEffect, useRef } from 'react';
import accountStyles from '@/modules/account/account.module.css';
import styles from './payments.module.css';

/**
 * The confirmation popup (spec §4): resolves true on confirm, false on cancel (the Cancel
 * button, Escape, or closing the dialog otherwise). Opened modally, so focus stays inside.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onClose: (confirmed: boolean) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={accountStyles.dialog}
      aria-labelledby="confirm-title"
      onClose={() => onClose(ref.current?.returnValue === 'confirm')}
    >
      <h2 id="confirm-title">{title}</h2>
      <p>{text}</p>
      <form method="dialog" className={styles.actions}>
        <button type="submit" value="cancel" className={styles.secondary} autoFocus>
          Cancel
        </button>
        <button type="submit" value="confirm" className={accountStyles.button}>
          {confirmLabel}
        </button>
      </form>
    </dialog>
  );
}

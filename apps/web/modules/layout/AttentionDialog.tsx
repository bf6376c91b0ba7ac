'use client';

import { messages } from '@chairside/domain';
import { useEffect, useId, useRef } from 'react';
import styles from './LocationModal.module.css';

/**
 * The spec §8 popup for an address not eligible for online ordering: a modal dialog (focus moves
 * in, Esc or OK closes it, focus returns to the control that opened it). Mount it with a fresh key
 * each time it must open.
 */
export function AttentionDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} aria-describedby={textId} role="alertdialog">
      <h2 id={titleId} className={styles.title}>
        {messages.addressNotEligibleTitle}
      </h2>
      <p id={textId}>{messages.addressNotEligible}</p>
      <form method="dialog" className={styles.actions}>
        <button type="submit" className="button button-primary">
          OK
        </button>
      </form>
    </dialog>
  );
}

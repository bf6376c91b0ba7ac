'use client';

import { useEffect, useId, useRef } from 'react';
import { PlanForm } from './PlanForm';
import type { Staging } from './StagingProvider';
import { stagingTexts } from './texts';
import styles from './replenish-entry.module.css';

interface Props {
  staging: Staging;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), summary';

/** Tab from the last control goes to the first and back: a modal dialog alone lets focus leave for the browser's own UI. */
function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(focusable));
  const edge = event.shiftKey ? controls[0] : controls.at(-1);
  if (document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
}

/**
 * "REPLENISH (n)": a small button in the page's corner while items are staged, opening a modal dialog
 * (focus stays inside, Escape closes it, focus goes back to what opened it) to review them and save a plan.
 */
export function ReplenishTray({ staging, open, onOpenChange }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const count = staging.items.length;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <>
      {count > 0 ? (
        <button
          type="button"
          className={`button button-primary ${styles.trayButton}`}
          aria-haspopup="dialog"
          aria-label={stagingTexts.trayName(count)}
          onClick={() => onOpenChange(true)}
          data-testid="replenish-tray-button"
        >
          {stagingTexts.tray(count)}
        </button>
      ) : null}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        // Escape and the close button both end here, so the state follows the native dialog.
        onClose={() => onOpenChange(false)}
        onKeyDown={keepFocusInside}
        data-testid="replenish-tray"
      >
        <div className={styles.dialogHead}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {stagingTexts.trayTitle}
          </h2>
          <button type="button" className={`button ${styles.close}`} onClick={() => onOpenChange(false)}>
            {stagingTexts.close}
          </button>
        </div>
        <p className={styles.muted}>{stagingTexts.trayIntro}</p>
        {open ? <PlanForm staging={staging} onDone={() => onOpenChange(false)} /> : null}
      </dialog>
    </>
  );
}

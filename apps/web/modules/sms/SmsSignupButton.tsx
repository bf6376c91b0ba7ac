'use client';

import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './SmsSignupButton.module.css';

// The dialog (and the phone-number rules it checks in the browser) loads on the first click, not with every page.
const SmsSignupDialog = dynamic(() => import('./SmsSignupDialog').then((module) => module.SmsSignupDialog), {
  ssr: false,
});

/** "Sign up for SMS" (home, footer, account): opens the sign-up dialog; closing it gives the focus back here. */
export function SmsSignupButton({ className, children }: { className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {/* In <body>, not beside the button: the footer's colours and type must not reach the dialog. */}
      {open ? createPortal(<SmsSignupDialog onClose={() => setOpen(false)} />, document.body) : null}
    </>
  );
}

'use client';

import type { SmsSignup } from '@chairside/contracts';
import { smsTexts } from '@chairside/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { smsDialogStatusAction } from './actions';
import { CodeStep } from './CodeStep';
import type { SmsDialogStatus } from './dialog-state';
import { DoneStep } from './DoneStep';
import { PhoneStep } from './PhoneStep';
import { SignInStep } from './SignInStep';
import styles from './sms.module.css';

type Step = SmsDialogStatus | { kind: 'loading' };

const titles: Record<Step['kind'], string> = {
  loading: smsTexts.title,
  signIn: smsTexts.signInTitle,
  representative: smsTexts.title,
  phone: smsTexts.title,
  code: smsTexts.codeTitle,
  done: smsTexts.doneTitle,
  failed: smsTexts.title,
};

/**
 * The SMS sign-up (issue 20) in a native modal <dialog>: the browser keeps focus inside, Escape closes it and focus
 * goes back to the button that opened it. It opens where the visitor stands: sign in first, the number and consent,
 * the texted code, or the discount code once confirmed. Each step puts the focus on its first field or its heading.
 */
export function SmsSignupDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [step, setStep] = useState<Step>({ kind: 'loading' });

  useEffect(() => {
    ref.current?.showModal();
    let current = true;
    smsDialogStatusAction().then(
      (status) => current && setStep(status),
      () => current && setStep({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);

  // Each new step puts the focus on its first field (data-autofocus), else on the dialog's heading, which names it.
  useEffect(() => {
    if (step.kind === 'loading') return;
    const dialog = ref.current;
    (dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? document.getElementById(titleId))?.focus();
  }, [step.kind, titleId]);

  const showCode = useCallback((signup: SmsSignup) => setStep({ kind: 'code', signup }), []);
  const showDone = useCallback((signup: SmsSignup) => setStep({ kind: 'done', signup }), []);
  const close = () => ref.current?.close();

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose} data-testid="sms-dialog">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title} tabIndex={-1}>
          {titles[step.kind]}
        </h2>
        <button type="button" className={styles.close} onClick={close} aria-label={smsTexts.close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {step.kind === 'loading' ? (
        <p role="status" className={styles.muted}>
          {smsTexts.loading}
        </p>
      ) : step.kind === 'signIn' ? (
        <SignInStep onNavigate={close} />
      ) : step.kind === 'representative' ? (
        <p role="status">{smsTexts.representative}</p>
      ) : step.kind === 'phone' ? (
        <PhoneStep onSent={showCode} />
      ) : step.kind === 'code' ? (
        <CodeStep signup={step.signup} onConfirmed={showDone} onChangeNumber={() => setStep({ kind: 'phone' })} />
      ) : step.kind === 'done' ? (
        <DoneStep signup={step.signup} onClose={close} />
      ) : (
        <p role="alert">{smsTexts.failed}</p>
      )}
    </dialog>
  );
}

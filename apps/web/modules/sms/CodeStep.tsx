'use client';

import type { SmsSignup } from '@chairside/contracts';
import { maskedPhone, smsTexts } from '@chairside/domain';
import { useEffect } from 'react';
import { FormMessage } from '@/modules/account/FormField';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledAction } from '@/modules/forms/useSettledAction';
import { confirmSmsCodeAction, resendSmsCodeAction } from './actions';
import type { SmsFormState } from './dialog-state';
import { SmsField } from './SmsField';
import { codeErrors } from './validation';
import styles from './sms.module.css';

const initial: SmsFormState = {};

/** Step 2: the code we texted; a new code on request, or back to another number. */
export function CodeStep({
  signup,
  onConfirmed,
  onChangeNumber,
}: {
  signup: SmsSignup;
  onConfirmed: (signup: SmsSignup) => void;
  onChangeNumber: () => void;
}) {
  const confirm = useSettledAction(confirmSmsCodeAction, initial, { validate: codeErrors, keepFields: true });
  const resend = useSettledAction(resendSmsCodeAction, initial);
  const confirmed = confirm.state.signup;
  useEffect(() => {
    if (confirmed) onConfirmed(confirmed);
  }, [confirmed, onConfirmed]);
  // A new code may have gone to the number as the API has it now.
  const sentTo = resend.state.signup ?? signup;

  return (
    <div className={styles.form}>
      <form action={confirm.formAction} {...confirm.formProps} className={styles.form}>
        <p>
          {smsTexts.codeSentTo} <span className={styles.number}>{maskedPhone(sentTo.phone)}</span>.
        </p>
        <SmsField
          label={smsTexts.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className={styles.code}
          error={confirm.state.fieldErrors?.code}
          data-autofocus
        />
        <FormMessage error={confirm.state.fieldErrors?.code ? undefined : confirm.state.formError} />
        <SubmitButton className="button button-primary" loading={confirm.loading} loadingText={smsTexts.confirming}>
          {smsTexts.confirm}
        </SubmitButton>
      </form>
      <form action={resend.formAction} {...resend.formProps} className={styles.secondary}>
        <SubmitButton className={styles.linkButton} loading={resend.loading} loadingText={smsTexts.resending}>
          {smsTexts.resend}
        </SubmitButton>
        <button type="button" className={styles.linkButton} onClick={onChangeNumber}>
          {smsTexts.changeNumber}
        </button>
      </form>
      <FormMessage error={resend.state.formError} success={resend.loading ? undefined : resend.state.success} />
    </div>
  );
}

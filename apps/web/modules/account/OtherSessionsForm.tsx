'use client';

import { accountMessages } from '@chairside/domain';
import { endOtherSessionsAction } from '@/modules/account/actions';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledAction } from '@/modules/forms/useSettledAction';
import { FormMessage } from './FormField';
import styles from './account.module.css';

/** Ends every sign-in of the customer except this one (a lost laptop, a shared computer). */
export function OtherSessionsForm() {
  const { state, formAction, formProps, loading } = useSettledAction(endOtherSessionsAction, {});
  return (
    <form action={formAction} {...formProps} className={styles.form} aria-label={accountMessages.otherSessionsTitle}>
      <p>{accountMessages.otherSessionsHint}</p>
      <FormMessage error={state.formError} success={state.success} />
      <SubmitButton className={styles.button} loading={loading} loadingText="Signing out…">
        {accountMessages.endOtherSessions}
      </SubmitButton>
    </form>
  );
}

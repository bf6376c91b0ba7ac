'use client';

import Link from 'next/link';
import { confirmSignupAction } from '@/modules/account/signup-actions';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledAction } from '@/modules/forms/useSettledAction';
import { FormMessage } from './FormField';
import styles from './account.module.css';

/** The confirmation link's page: one button confirms the email and signs in; a refused link offers a new registration. */
export function ConfirmSignupForm({ token }: { token: string }) {
  const { state, formAction, formProps, loading } = useSettledAction(confirmSignupAction, {});
  return (
    <form action={formAction} {...formProps} className={styles.form} aria-label="Confirm your email">
      <FormMessage error={state.formError} />
      <input type="hidden" name="token" value={token} />
      {state.formError ? (
        <Link href="/customer/account/create">Register again</Link>
      ) : (
        <SubmitButton className={styles.button} loading={loading} loadingText="Confirming…">
          Confirm and Sign In
        </SubmitButton>
      )}
    </form>
  );
}

'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { confirmSignupAction } from '@/modules/account/signup-actions';
import { FormMessage } from './FormField';
import styles from './account.module.css';

/** The confirmation link's page: one button confirms the email and signs in; a refused link offers a new registration. */
export function ConfirmSignupForm({ token }: { token: string }) {
  const [state, formAction, pending] = useActionState(confirmSignupAction, {});
  return (
    <form action={formAction} className={styles.form} aria-label="Confirm your email">
      <FormMessage error={state.formError} />
      <input type="hidden" name="token" value={token} />
      {state.formError ? (
        <Link href="/customer/account/create">Register again</Link>
      ) : (
        <button type="submit" className={styles.button} disabled={pending} aria-busy={pending}>
          {pending ? 'Confirming…' : 'Confirm and Sign In'}
        </button>
      )}
    </form>
  );
}

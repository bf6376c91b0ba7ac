'use client';

import { accountMessages } from '@chairside/domain';
import { useActionState } from 'react';
import { endOtherSessionsAction } from '@/modules/account/actions';
import { FormMessage } from './FormField';
import styles from './account.module.css';

/** Ends every sign-in of the customer except this one (a lost laptop, a shared computer). */
export function OtherSessionsForm() {
  const [state, formAction, pending] = useActionState(endOtherSessionsAction, {});
  return (
    <form action={formAction} className={styles.form} aria-label={accountMessages.otherSessionsTitle}>
      <p>{accountMessages.otherSessionsHint}</p>
      <FormMessage error={state.formError} success={state.success} />
      <button type="submit" className={styles.button} disabled={pending} aria-busy={pending}>
        {pending ? 'Signing out…' : accountMessages.endOtherSessions}
      </button>
    </form>
  );
}

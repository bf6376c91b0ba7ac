'use client';

import Link from 'next/link';
import { forgotPasswordAction, newPasswordAction } from '@/modules/account/password-reset-actions';
import { botTokenField } from '@/modules/bot-protection/fields';
import { FormField, FormMessage } from './FormField';
import { useValidatedAction } from './useValidatedAction';
import { emailError, newPasswordError } from './validation';
import styles from './account.module.css';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

export function ForgotPasswordForm() {
  const { state, formAction, pending, onSubmit } = useValidatedAction(
    forgotPasswordAction,
    (data) => ({ email: emailError(text(data, 'email')) }),
    { [botTokenField]: 'reset' },
  );
  if (state.success) return <FormMessage success={state.success} />;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form} aria-label="Forgot password">
      <FormMessage error={state.formError} />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={state.values?.email}
        error={state.fieldErrors?.email}
      />
      <button type="submit" className={styles.button} disabled={pending} aria-busy={pending}>
        {pending ? 'Sending…' : 'Reset My Password'}
      </button>
    </form>
  );
}

export function NewPasswordForm({ token }: { token: string }) {
  const { state, formAction, pending, onSubmit } = useValidatedAction(newPasswordAction, (data) => ({
    newPassword: newPasswordError(text(data, 'newPassword'), 'New Password'),
    confirmPassword:
      text(data, 'confirmPassword') === text(data, 'newPassword') ? undefined : 'Confirm New Password does not match.',
  }));
  if (state.success)
    return (
      <>
        <FormMessage success={state.success} />
        <Link href="/customer/account/login">Sign In</Link>
      </>
    );
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form} aria-label="Set a new password">
      <FormMessage error={state.formError} />
      <input type="hidden" name="token" value={token} />
      <FormField
        label="New Password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        error={state.fieldErrors?.newPassword}
      />
      <FormField
        label="Confirm New Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={state.fieldErrors?.confirmPassword}
      />
      <button type="submit" className={styles.button} disabled={pending} aria-busy={pending}>
        {pending ? 'Saving…' : 'Set New Password'}
      </button>
      {state.formError ? <Link href="/customer/account/forgotpassword">Request a new link</Link> : null}
    </form>
  );
}

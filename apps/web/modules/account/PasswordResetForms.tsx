'use client';

import Link from 'next/link';
import { forgotPasswordAction, newPasswordAction } from '@/modules/account/password-reset-actions';
import { botTokenField } from '@/modules/bot-protection/fields';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledAction } from '@/modules/forms/useSettledAction';
import { FormField, FormMessage } from './FormField';
import { emailError, newPasswordError } from './validation';
import styles from './account.module.css';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

export function ForgotPasswordForm() {
  const { state, formAction, formProps, loading } = useSettledAction(
    forgotPasswordAction,
    {},
    { validate: (data) => ({ email: emailError(text(data, 'email')) }), botTokens: { [botTokenField]: 'reset' } },
  );
  if (state.success) return <FormMessage success={state.success} />;
  return (
    <form action={formAction} {...formProps} className={styles.form} aria-label="Forgot password">
      <FormMessage error={state.formError} />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={state.values?.email}
        error={state.fieldErrors?.email}
      />
      <SubmitButton className={styles.button} loading={loading} loadingText="Sending…">
        Reset My Password
      </SubmitButton>
    </form>
  );
}

export function NewPasswordForm({ token }: { token: string }) {
  const { state, formAction, formProps, loading } = useSettledAction(
    newPasswordAction,
    {},
    {
      validate: (data) => ({
        newPassword: newPasswordError(text(data, 'newPassword'), 'New Password'),
        confirmPassword:
          text(data, 'confirmPassword') === text(data, 'newPassword')
            ? undefined
            : 'Confirm New Password does not match.',
      }),
    },
  );
  if (state.success)
    return (
      <>
        <FormMessage success={state.success} />
        <Link href="/customer/account/login">Sign In</Link>
      </>
    );
  return (
    <form action={formAction} {...formProps} className={styles.form} aria-label="Set a new password">
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
      <SubmitButton className={styles.button} loading={loading} loadingText="Saving…">
        Set New Password
      </SubmitButton>
      {state.formError ? <Link href="/customer/account/forgotpassword">Request a new link</Link> : null}
    </form>
  );
}

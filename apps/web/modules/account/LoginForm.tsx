'use client';

import Link from 'next/link';
import { loginAction } from '@/modules/account/sign-in-actions';
import { botTokenField } from '@/modules/bot-protection/fields';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledAction } from '@/modules/forms/useSettledAction';
import { FormField, FormMessage } from './FormField';
import { emailError, requiredError } from './validation';
import styles from './account.module.css';

export function LoginForm({ redirectTo }: { redirectTo: string | undefined }) {
  const { state, formAction, formProps, loading } = useSettledAction(
    loginAction,
    {},
    {
      validate: (data) => ({
        email: emailError(String(data.get('email') ?? '')),
        password: requiredError(String(data.get('password') ?? ''), 'Password'),
      }),
      botTokens: { [botTokenField]: 'login' },
    },
  );
  return (
    <form action={formAction} {...formProps} className={styles.form} aria-label="Sign in">
      <FormMessage error={state.formError} />
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        defaultValue={state.values?.email}
        error={state.fieldErrors?.email}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={state.fieldErrors?.password}
      />
      <SubmitButton className={styles.button} loading={loading} loadingText="Signing in…">
        Sign In
      </SubmitButton>
      <Link href="/customer/account/forgotpassword">Forgot your password?</Link>
    </form>
  );
}

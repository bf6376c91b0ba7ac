'use client';

import Link from 'next/link';
import { loginAction } from '@/modules/account/sign-in-actions';
import { botTokenField } from '@/modules/bot-protection/fields';
import { FormField, FormMessage } from './FormField';
import { useValidatedAction } from './useValidatedAction';
import { emailError, requiredError } from './validation';
import styles from './account.module.css';

export function LoginForm({ redirectTo }: { redirectTo: string | undefined }) {
  const { state, formAction, pending, onSubmit } = useValidatedAction(
    loginAction,
    (data) => ({
      email: emailError(String(data.get('email') ?? '')),
      password: requiredError(String(data.get('password') ?? ''), 'Password'),
    }),
    { [botTokenField]: 'login' },
  );
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form} aria-label="Sign in">
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
      <button type="submit" className={styles.button} disabled={pending} aria-busy={pending}>
        {pending ? 'Signing in…' : 'Sign In'}
      </button>
      <Link href="/customer/account/forgotpassword">Forgot your password?</Link>
    </form>
  );
}

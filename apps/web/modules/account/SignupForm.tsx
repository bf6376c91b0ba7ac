'use client';

import { signupAction } from '../../app/(default)/customer/account/signup-actions';
import { FormField, FormMessage } from './FormField';
import { JobRoleSelect } from './ProfileForms';
import { useValidatedAction } from './useValidatedAction';
import { emailError, newPasswordError, requiredError } from './validation';
import styles from './account.module.css';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

export function SignupForm() {
  const { state, formAction, pending, onSubmit } = useValidatedAction(signupAction, (data) => ({
    firstName: requiredError(text(data, 'firstName'), 'First Name'),
    lastName: requiredError(text(data, 'lastName'), 'Last Name'),
    email: emailError(text(data, 'email')),
    password: newPasswordError(text(data, 'password')),
    confirmPassword: text(data, 'confirmPassword') === text(data, 'password') ? undefined : 'Confirm Password does not match.',
    jobFunction: requiredError(text(data, 'jobFunction'), 'Job Role'),
    practiceName: requiredError(text(data, 'practiceName'), 'Practice Name'),
  }));
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form} aria-label="Create an account">
      <FormMessage error={state.formError} />
      <FormField label="First Name" name="firstName" autoComplete="given-name" defaultValue={state.values?.firstName} error={state.fieldErrors?.firstName} />
      <FormField label="Last Name" name="lastName" autoComplete="family-name" defaultValue={state.values?.lastName} error={state.fieldErrors?.lastName} />
      <FormField label="Practice Name" name="practiceName" autoComplete="organization" defaultValue={state.values?.practiceName} error={state.fieldErrors?.practiceName} />
      <JobRoleSelect defaultValue={state.values?.jobFunction} error={state.fieldErrors?.jobFunction} />
      <FormField label="Email" name="email" type="email" autoComplete="email" defaultValue={state.values?.email} error={state.fieldErrors?.email} />
      <FormField label="Password" name="password" type="password" autoComplete="new-password" error={state.fieldErrors?.password} />
      <FormField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" error={state.fieldErrors?.confirmPassword} />
      <button type="submit" className={styles.button} disabled={pending} aria-busy={pending}>
        {pending ? 'Creating…' : 'Create an Account'}
      </button>
    </form>
  );
}

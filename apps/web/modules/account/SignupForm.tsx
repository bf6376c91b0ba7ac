'use client';

import { signupAction } from '@/modules/account/signup-actions';
import { botTokenField } from '@/modules/bot-protection/fields';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledAction } from '@/modules/forms/useSettledAction';
import { FormField, FormMessage } from './FormField';
import { JobRoleSelect, PracticeTypeSelect } from './ProfileForms';
import { signupErrors, signupValues } from './signup-validation';
import styles from './account.module.css';

export function SignupForm() {
  const { state, formAction, formProps, loading } = useSettledAction(
    signupAction,
    {},
    { validate: (data) => signupErrors(signupValues(data)), botTokens: { [botTokenField]: 'register' } },
  );
  return (
    <form action={formAction} {...formProps} className={styles.form} aria-label="Create an account">
      <FormMessage error={state.formError} />
      <FormField
        label="First Name"
        name="firstName"
        autoComplete="given-name"
        defaultValue={state.values?.firstName}
        error={state.fieldErrors?.firstName}
      />
      <FormField
        label="Last Name"
        name="lastName"
        autoComplete="family-name"
        defaultValue={state.values?.lastName}
        error={state.fieldErrors?.lastName}
      />
      <FormField
        label="Practice Name"
        name="practiceName"
        autoComplete="organization"
        defaultValue={state.values?.practiceName}
        error={state.fieldErrors?.practiceName}
      />
      <PracticeTypeSelect defaultValue={state.values?.practiceType} error={state.fieldErrors?.practiceType} />
      <JobRoleSelect defaultValue={state.values?.jobFunction} error={state.fieldErrors?.jobFunction} />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={state.values?.email}
        error={state.fieldErrors?.email}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        error={state.fieldErrors?.password}
      />
      <FormField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={state.fieldErrors?.confirmPassword}
      />
      <SubmitButton className={styles.button} loading={loading} loadingText="Creating…">
        Create an Account
      </SubmitButton>
    </form>
  );
}

'use client';

import { jobRoles, practiceTypes } from '@chairside/domain';
import { changePasswordAction, updateProfileAction } from '@/modules/account/actions';
import { loginBotTokenField } from '@/modules/bot-protection/fields';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledAction } from '@/modules/forms/useSettledAction';
import { FormField, FormMessage, ListSelect } from './FormField';
import { newPasswordError, requiredError } from './validation';
import styles from './account.module.css';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

export function ProfileForm({
  firstName,
  lastName,
  jobFunction,
}: {
  firstName: string;
  lastName: string;
  jobFunction: string;
}) {
  const { state, formAction, formProps, loading } = useSettledAction(
    updateProfileAction,
    {},
    {
      validate: (data) => ({
        firstName: requiredError(text(data, 'firstName'), 'First Name'),
        lastName: requiredError(text(data, 'lastName'), 'Last Name'),
      }),
    },
  );
  return (
    <form action={formAction} {...formProps} className={styles.form} aria-label="Account information">
      <FormMessage error={state.formError} success={state.success} />
      <FormField
        label="First Name"
        name="firstName"
        autoComplete="given-name"
        defaultValue={state.values?.firstName ?? firstName}
        error={state.fieldErrors?.firstName}
      />
      <FormField
        label="Last Name"
        name="lastName"
        autoComplete="family-name"
        defaultValue={state.values?.lastName ?? lastName}
        error={state.fieldErrors?.lastName}
      />
      <JobRoleSelect defaultValue={state.values?.jobFunction ?? jobFunction} error={state.fieldErrors?.jobFunction} />
      <SubmitButton className={styles.button} loading={loading} loadingText="Saving…">
        Save
      </SubmitButton>
    </form>
  );
}

export function JobRoleSelect({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  return (
    <ListSelect label="Job Role" name="jobFunction" options={jobRoles} defaultValue={defaultValue} error={error} />
  );
}

export function PracticeTypeSelect({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  return (
    <ListSelect
      label="Practice Type"
      name="practiceType"
      options={practiceTypes}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

export function PasswordForm() {
  const { state, formAction, formProps, loading } = useSettledAction(
    changePasswordAction,
    {},
    {
      validate: (data) => ({
        currentPassword: requiredError(text(data, 'currentPassword'), 'Current Password'),
        newPassword: newPasswordError(text(data, 'newPassword'), 'New Password'),
        confirmPassword:
          text(data, 'confirmPassword') === text(data, 'newPassword')
            ? undefined
            : 'Confirm New Password does not match.',
      }),
      botTokens: { [loginBotTokenField]: 'login' },
    },
  );
  return (
    <form action={formAction} {...formProps} className={styles.form} aria-label="Change password">
      <FormMessage error={state.formError} success={state.success} />
      <FormField
        label="Current Password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={state.fieldErrors?.currentPassword}
      />
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
        Change Password
      </SubmitButton>
    </form>
  );
}

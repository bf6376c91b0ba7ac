'use client';

import Link from 'next/link';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormField, FormMessage, ListSelect } from '@/modules/account/FormField';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledAction } from '@/modules/forms/useSettledAction';
import { toast } from '@/modules/toasts/toast';
import { enrolAction } from './actions';
import { enrolmentFields as fields, practiceTypeOptions, readEnrolmentForm } from './enrolment-form';
import { rewardsPath } from './paths';
import { loyaltyTexts } from './texts';
import styles from './loyalty.module.css';

export interface EnrolmentPrefill {
  office: string;
  practiceName: string;
  contactName: string;
  practiceType: string;
}

/** A checkbox with its long label beside it and its error below, announced with the box. */
function Acknowledgement({
  name,
  label,
  error,
  checked,
}: {
  name: string;
  label: string;
  error?: string;
  checked: boolean;
}) {
  const id = `field-${name}`;
  return (
    <div className={styles.check} data-invalid={error ? true : undefined}>
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Shown in place of the form once the office is enrolled: focus moves here so it is read out, and a toast says so. */
function Confirmation({ message, tier }: { message: string; tier: string | undefined }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    toast.success(message, { toastId: 'asap-enrolled' });
  }, [message]);
  return (
    <section className={styles.success} aria-labelledby="confirmation-heading" data-testid="asap-confirmation">
      <h2 id="confirmation-heading" ref={heading} tabIndex={-1}>
        Welcome to ASAP rewards
      </h2>
      <p role="status">{message}</p>
      {tier ? (
        <p>Your office starts at the {tier} tier. Your prices and cart now include your loyalty discount.</p>
      ) : null}
      <Link href={rewardsPath} className={styles.primary}>
        Go to your rewards dashboard
      </Link>
    </section>
  );
}

/**
 * The enrolment form for the active office (POST /mw/asap-enrollment through enrolAction). The action changes the
 * session, so the page renders again with the office enrolled: it then passes `enrolled` (what it shows an enrolled
 * office) to this same component, which keeps its confirmation rather than being replaced.
 */
export function EnrolmentForm({ prefill, enrolled }: { prefill: EnrolmentPrefill; enrolled?: ReactNode }) {
  const { state, formAction, formProps, loading } = useSettledAction(
    enrolAction,
    {},
    { validate: (data) => readEnrolmentForm(data).errors },
  );
  const form = useRef<HTMLFormElement>(null);
  // A refused form: the keyboard goes to the first field to fix (the summary above it is announced as an alert).
  useEffect(() => {
    if (state.fieldErrors) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);
  if (state.success) return <Confirmation message={state.success} tier={state.values?.tier} />;
  if (enrolled) return enrolled;
  const values = state.values ?? {};
  const value = (name: string, fallback: string) => values[name] ?? fallback;
  const errors = state.fieldErrors ?? {};
  return (
    <section className={styles.panel} aria-labelledby="enrol-form-heading">
      <h2 id="enrol-form-heading">Enrol {prefill.office}</h2>
      <p className={styles.muted}>One enrolment covers everyone who buys for this office.</p>
      <form ref={form} action={formAction} {...formProps} className={styles.form} aria-label="ASAP enrolment">
        <FormMessage error={state.formError} />
        <FormField
          label="Practice name"
          name={fields.practiceName}
          autoComplete="organization"
          defaultValue={value(fields.practiceName, prefill.practiceName)}
          error={errors[fields.practiceName]}
        />
        <FormField
          label="Contact name"
          name={fields.contactName}
          autoComplete="name"
          defaultValue={value(fields.contactName, prefill.contactName)}
          error={errors[fields.contactName]}
        />
        <FormField
          label="Phone (optional)"
          name={fields.contactPhone}
          type="tel"
          autoComplete="tel"
          defaultValue={value(fields.contactPhone, '')}
          error={errors[fields.contactPhone]}
        />
        <ListSelect
          label="Practice type"
          name={fields.practiceType}
          options={practiceTypeOptions}
          defaultValue={value(fields.practiceType, prefill.practiceType)}
          error={errors[fields.practiceType]}
        />
        <Acknowledgement
          name={fields.acknowledgeDisclosure}
          label={loyaltyTexts.disclosure}
          checked={values[fields.acknowledgeDisclosure] === 'on'}
          error={errors[fields.acknowledgeDisclosure]}
        />
        <Acknowledgement
          name={fields.acceptTerms}
          label={loyaltyTexts.terms}
          checked={values[fields.acceptTerms] === 'on'}
          error={errors[fields.acceptTerms]}
        />
        <SubmitButton className={styles.submit} loading={loading} loadingText="Enrolling…">
          Enrol my office
        </SubmitButton>
      </form>
    </section>
  );
}

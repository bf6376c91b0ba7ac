'use client';

import type { SmsSignup } from '@chairside/contracts';
import { smsConsent, smsPhoneMaxLength, smsTexts } from '@chairside/domain';
import Link from 'next/link';
import { useEffect, useId } from 'react';
import { FormMessage } from '@/modules/account/FormField';
import { botTokenField } from '@/modules/bot-protection/fields';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledAction } from '@/modules/forms/useSettledAction';
import { startSmsSignupAction } from './actions';
import type { SmsFormState } from './dialog-state';
import { SmsField } from './SmsField';
import { signupErrors } from './validation';
import styles from './sms.module.css';

const initial: SmsFormState = {};

/** Step 1: the mobile number and the consent (TCPA) next to an unticked checkbox. */
export function PhoneStep({ onSent }: { onSent: (signup: SmsSignup) => void }) {
  const consentId = useId();
  const { state, formAction, formProps, loading } = useSettledAction(startSmsSignupAction, initial, {
    validate: signupErrors,
    botTokens: { [botTokenField]: 'sms_signup' },
    keepFields: true,
  });
  const signup = state.signup;
  useEffect(() => {
    if (signup) onSent(signup);
  }, [signup, onSent]);
  const errors = state.fieldErrors ?? {};
  return (
    <form action={formAction} {...formProps} className={styles.form}>
      <p>{smsTexts.intro}</p>
      <FormMessage error={state.formError} />
      <SmsField
        label={smsTexts.phoneLabel}
        hint={smsTexts.phoneHint}
        name="phone"
        type="tel"
        autoComplete="tel-national"
        maxLength={smsPhoneMaxLength}
        error={errors.phone}
        data-autofocus
      />
      <input type="hidden" name="consent_version" value={smsConsent.version} />
      <div className={styles.consent}>
        <input
          id={consentId}
          type="checkbox"
          name="consent"
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${consentId}-error` : undefined}
        />
        <label htmlFor={consentId}>{smsConsent.text}</label>
      </div>
      {errors.consent ? (
        <p id={`${consentId}-error`} className={styles.error}>
          {errors.consent}
        </p>
      ) : null}
      <p className={styles.links}>
        <Link href="/docs/terms-and-conditions">{smsTexts.terms}</Link>
        <Link href="/docs/privacy-policy">{smsTexts.privacy}</Link>
      </p>
      <SubmitButton className="button button-primary" loading={loading} loadingText={smsTexts.submitting}>
        {smsTexts.submit}
      </SubmitButton>
    </form>
  );
}

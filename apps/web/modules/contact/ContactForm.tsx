'use client';

import { contactLimits, contactTexts, contactTopics } from '@chairside/domain';
import { useEffect, useRef, useState } from 'react';
import { contactAction } from '@/modules/contact/actions';
import { FormField, FormMessage, ListSelect } from '@/modules/account/FormField';
import accountStyles from '@/modules/account/account.module.css';
import { botTokenField } from '@/modules/bot-protection/fields';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledAction } from '@/modules/forms/useSettledAction';
import { MessageField } from './MessageField';
import { contactErrors, contactValues } from './validation';
import styles from './contact.module.css';

/** What the page knows of a signed-in customer, to spare them typing it. */
export interface ContactPrefill {
  name?: string;
  email?: string;
  company?: string;
}

const { labels } = contactTexts;
const optional = (label: string) => `${label} (${contactTexts.optional})`;

/** The /contact form; after a message is sent, the confirmation replaces it until the visitor asks for a new form. */
export function ContactForm({ prefill }: { prefill: ContactPrefill }) {
  const [round, setRound] = useState(0);
  return <ContactFormRound key={round} prefill={prefill} onSendAnother={() => setRound((value) => value + 1)} />;
}

function ContactFormRound({ prefill, onSendAnother }: { prefill: ContactPrefill; onSendAnother: () => void }) {
  const { state, formAction, formProps, loading } = useSettledAction(
    contactAction,
    {},
    { validate: (data) => contactErrors(contactValues(data)), botTokens: { [botTokenField]: 'contact' } },
  );
  if (state.success) return <Confirmation text={state.success} onSendAnother={onSendAnother} />;
  const values = state.values;
  const errors = state.fieldErrors;
  return (
    <form action={formAction} {...formProps} className={accountStyles.form} aria-labelledby="contact-form-title">
      <FormMessage error={state.formError} />
      <div className={styles.pair}>
        <FormField
          label={labels.name}
          name="name"
          autoComplete="name"
          maxLength={contactLimits.name}
          defaultValue={values?.name ?? prefill.name}
          error={errors?.name}
        />
        <FormField
          label={labels.email}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={contactLimits.email}
          defaultValue={values?.email ?? prefill.email}
          error={errors?.email}
        />
      </div>
      <div className={styles.pair}>
        <FormField
          label={optional(labels.phone)}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={contactLimits.phone}
          defaultValue={values?.phone}
          error={errors?.phone}
        />
        <FormField
          label={optional(labels.company)}
          name="company"
          autoComplete="organization"
          maxLength={contactLimits.company}
          defaultValue={values?.company ?? prefill.company}
          error={errors?.company}
        />
      </div>
      <ListSelect label={optional(labels.topic)} name="topic" options={contactTopics} defaultValue={values?.topic} />
      <MessageField
        label={labels.message}
        name="message"
        maxLength={contactLimits.message}
        hint={contactTexts.messageHint(contactLimits.message)}
        defaultValue={values?.message}
        error={errors?.message}
      />
      <SubmitButton className={accountStyles.button} loading={loading} loadingText={contactTexts.sending}>
        {contactTexts.send}
      </SubmitButton>
    </form>
  );
}

/** Takes focus when it appears: the button the visitor pressed is gone. */
function Confirmation({ text, onSendAnother }: { text: string; onSendAnother: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.confirmation}>
      <p>{text}</p>
      <button type="button" className={accountStyles.linkButton} onClick={onSendAnother}>
        {contactTexts.sendAnother}
      </button>
    </div>
  );
}

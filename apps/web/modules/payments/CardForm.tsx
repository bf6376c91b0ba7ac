'use client';

import { messages } from '@chairside/domain';
import { startTransition, useActionState, useRef, useState, useTransition, type FormEvent } from 'react';
import { addCardAction } from '@/modules/payments/actions';
import { FormMessage } from '@/modules/account/FormField';
import { HostedCardFields, type CardFieldsHandle } from './HostedCardFields';
import accountStyles from '@/modules/account/account.module.css';
import styles from './payments.module.css';

/**
 * The add-a-card form of the payments page: the card goes into the payment gateway's hosted fields, which hand this
 * page a token; the token is saved through POST /mw/cards. The card number and CVC never reach this page's server.
 */
export function CardForm({ idempotencyKey, fieldsOrigin }: { idempotencyKey: string; fieldsOrigin: string }) {
  const [state, formAction, saving] = useActionState(addCardAction, {});
  const [tokenizing, startTokenizing] = useTransition();
  const [fieldsError, setFieldsError] = useState<string | undefined>();
  const fields = useRef<CardFieldsHandle>(null);
  const key = state.values?.idempotencyKey ?? idempotencyKey;
  const pending = saving || tokenizing;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !fields.current) return;
    const data = new FormData(event.currentTarget);
    const card = fields.current;
    setFieldsError(undefined);
    startTokenizing(async () => {
      const outcome = await card.tokenize(key);
      if (outcome.status === 'invalid') {
        setFieldsError(messages.formInvalid);
        card.focus();
      } else if (outcome.status === 'unavailable') setFieldsError(messages.paymentServiceUnavailable);
      else {
        data.set('cardToken', outcome.token);
        startTransition(() => formAction(data));
      }
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className={`${accountStyles.form} ${styles.form}`} aria-label="Add a card">
      <FormMessage error={fieldsError ?? state.formError} />
      <input type="hidden" name="idempotencyKey" value={key} />
      <HostedCardFields ref={fields} fieldsOrigin={fieldsOrigin} />
      <button type="submit" className={accountStyles.button} disabled={pending} aria-busy={pending}>
        {pending ? 'Saving…' : 'Save Card'}
      </button>
    </form>
  );
}

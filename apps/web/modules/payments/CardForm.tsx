'use client';

import { messages } from '@chairside/domain';
import { useActionState, useRef } from 'react';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { dispatchFormAction } from '@/modules/forms/useSettledAction';
import { useSettledForm } from '@/modules/forms/useSettledForm';
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
  const fields = useRef<CardFieldsHandle>(null);
  const key = state.values?.idempotencyKey ?? idempotencyKey;
  // The card fields are the gateway's (an iframe): they check the card when asked for its token, on submit.
  const { formProps, formError, loading } = useSettledForm({
    pending: saving,
    answer: state,
    focusInvalid: () => fields.current?.focus(),
    submit: async (data, form) => {
      const card = fields.current;
      if (!card) return;
      const outcome = await card.tokenize(key);
      if (outcome.status === 'invalid') return { formError: messages.formInvalid };
      if (outcome.status === 'unavailable') return { formError: messages.paymentServiceUnavailable };
      data.set('cardToken', outcome.token);
      dispatchFormAction(formAction, data, form, true);
    },
  });

  return (
    <form {...formProps} className={`${accountStyles.form} ${styles.form}`} aria-label="Add a card">
      <FormMessage error={formError} />
      <input type="hidden" name="idempotencyKey" value={key} />
      <HostedCardFields ref={fields} fieldsOrigin={fieldsOrigin} />
      <SubmitButton className={accountStyles.button} loading={loading} loadingText="Saving…">
        Save Card
      </SubmitButton>
    </form>
  );
}

'use client';

import { cardEntryErrors } from '@chairside/domain';
import { addCardAction } from '../../app/(default)/customer/account/payments/actions';
import { FormMessage } from '../account/FormField';
import { useValidatedAction } from '../account/useValidatedAction';
import { CardFields } from './CardFields';
import accountStyles from '../account/account.module.css';
import styles from './payments.module.css';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/** The add-a-card form of the payments page: the spec §5 card fields, saved through POST /mw/cards. */
export function CardForm({ idempotencyKey }: { idempotencyKey: string }) {
  const { state, formAction, pending, onSubmit } = useValidatedAction(addCardAction, (data) =>
    cardEntryErrors({ number: text(data, 'number'), expiry: text(data, 'expiry'), cvc: text(data, 'cvc') }, new Date()),
  );
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={`${accountStyles.form} ${styles.form}`} aria-label="Add a card">
      <FormMessage error={state.formError} />
      <input type="hidden" name="idempotencyKey" value={state.values?.idempotencyKey ?? idempotencyKey} />
      <CardFields errors={state.fieldErrors} />
      <button type="submit" className={accountStyles.button} disabled={pending} aria-busy={pending}>
        {pending ? 'Saving…' : 'Save Card'}
      </button>
    </form>
  );
}

'use client';

import { cardEntryErrors, cardFieldLabels, detectCardBrand, formatCardNumber, formatCvc, formatExpiry } from '@chairside/domain';
import { useState, type ChangeEvent } from 'react';
import { addCardAction } from '../../app/(default)/customer/account/payments/actions';
import { FormField, FormMessage } from '../account/FormField';
import { useValidatedAction } from '../account/useValidatedAction';
import { brandLabels } from './brand-labels';
import accountStyles from '../account/account.module.css';
import styles from './payments.module.css';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/** While deleting, the " / " the formatter adds after a complete month would come straight back: format the digits alone. */
function nextExpiry(previous: string, typed: string): string {
  return formatExpiry(typed.length < previous.length ? typed.replace(/\D/g, '') : typed);
}

/**
 * The card form of spec §5: the number grouped as the brand prints it (amex 4-6-5), the brand
 * named as soon as the leading digits tell it, expiry typed as "MM / YY", a CVC as long as the
 * brand's. Full-width digits are converted. The same rules run again on the server and in the API.
 */
export function CardForm({ idempotencyKey }: { idempotencyKey: string }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const { state, formAction, pending, onSubmit } = useValidatedAction(addCardAction, (data) =>
    cardEntryErrors({ number: text(data, 'number'), expiry: text(data, 'expiry'), cvc: text(data, 'cvc') }, new Date()),
  );
  const brand = detectCardBrand(number);
  const cvcLength = brand === 'amex' || brand === undefined ? 4 : 3;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={`${accountStyles.form} ${styles.form}`} aria-label="Add a card">
      <FormMessage error={state.formError} />
      <input type="hidden" name="idempotencyKey" value={state.values?.idempotencyKey ?? idempotencyKey} />
      <FormField
        label={cardFieldLabels.number}
        name="number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        value={number}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setNumber(formatCardNumber(event.target.value))}
        error={state.fieldErrors?.number}
      />
      <p className={styles.brand} aria-live="polite" data-testid="card-brand">
        {brand ? brandLabels[brand] : ''}
      </p>
      <div className={styles.pair}>
        <FormField
          label={cardFieldLabels.expiry}
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          maxLength={9}
          value={expiry}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setExpiry(nextExpiry(expiry, event.target.value))}
          error={state.fieldErrors?.expiry}
        />
        <FormField
          label={cardFieldLabels.cvc}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={brand === 'amex' ? '1234' : '123'}
          maxLength={cvcLength}
          value={cvc}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setCvc(formatCvc(event.target.value).slice(0, cvcLength))}
          error={state.fieldErrors?.cvc}
        />
      </div>
      <button type="submit" className={accountStyles.button} disabled={pending} aria-busy={pending}>
        {pending ? 'Saving…' : 'Save Card'}
      </button>
    </form>
  );
}

'use client';

import { cardFieldLabels, detectCardBrand, formatCardNumber, formatCvc, formatExpiry, type CardEntryErrors } from '@chairside/domain';
import { useState, type ChangeEvent } from 'react';
import { FormField } from '../account/FormField';
import { brandLabels } from './brand-labels';
import styles from './payments.module.css';

/** While deleting, the " / " the formatter adds after a complete month would come straight back: format the digits alone. */
function nextExpiry(previous: string, typed: string): string {
  return formatExpiry(typed.length < previous.length ? typed.replace(/\D/g, '') : typed);
}

/**
 * The card fields of spec §5 (inside a form of the caller's): the number grouped as the brand
 * prints it (amex 4-6-5), the brand named as soon as the leading digits tell it, expiry typed as
 * "MM / YY", a CVC as long as the brand's. Full-width digits are converted. The same rules run
 * again on the server and in the API.
 */
export function CardFields({ errors = {} }: { errors?: CardEntryErrors }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const brand = detectCardBrand(number);
  const cvcLength = brand === 'amex' || brand === undefined ? 4 : 3;
  return (
    <>
      <FormField
        label={cardFieldLabels.number}
        name="number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        value={number}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setNumber(formatCardNumber(event.target.value))}
        error={errors.number}
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
          error={errors.expiry}
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
          error={errors.cvc}
        />
      </div>
    </>
  );
}

'use client';

import type { PlanPaymentType } from '@chairside/contracts';
import Link from 'next/link';
import { useId, useState } from 'react';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { toast } from '@/modules/toasts/toast';
import { updatePlanPaymentAction } from './actions';
import styles from './replenish.module.css';

export interface Choice {
  value: string;
  label: string;
}

/** How the plan's orders are paid (on account, or a saved card), their PO number and where they ship. */
export function PaymentForm({
  plan,
  cards,
  addresses,
  termsAllowed,
}: {
  plan: {
    id: string;
    version: number;
    payment_type: PlanPaymentType;
    card_id: string | null;
    po_number: string;
    shipping_address_number: string;
  };
  /** Undefined when the saved cards could not be read. */
  cards: Choice[] | undefined;
  addresses: Choice[];
  termsAllowed: boolean;
}) {
  const [payment, setPayment] = useState<PlanPaymentType>(plan.payment_type);
  const id = useId();
  // No browser rules here: the API checks the card, PO number and address, and its messages show by their fields.
  const { formProps, errors, loading } = useSettledForm({
    submit: async (data) => {
      const result = await updatePlanPaymentAction(
        { id: plan.id, version: plan.version },
        {
          payment_type: payment,
          ...(payment === 'CreditCard' ? { card_id: String(data.get('card_id') ?? '') || null } : {}),
          po_number: String(data.get('po_number') ?? ''),
          shipping_address_number: String(data.get('shipping_address_number') ?? ''),
        },
      );
      if (result.ok) toast.success(result.message);
      else toast.error(result.message);
      return result.ok ? undefined : { fieldErrors: result.fieldErrors };
    },
  });
  const fieldError = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={styles.fieldError} role="alert">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className={styles.form} {...formProps}>
      <fieldset className={styles.choices}>
        <legend>Payment</legend>
        <label>
          <input
            type="radio"
            name="payment_type"
            value="Net30"
            checked={payment === 'Net30'}
            disabled={!termsAllowed && payment !== 'Net30'}
            onChange={() => setPayment('Net30')}
          />
          <span>On account (Net 30){termsAllowed ? '' : ' — your office has no terms'}</span>
        </label>
        <label>
          <input
            type="radio"
            name="payment_type"
            value="CreditCard"
            checked={payment === 'CreditCard'}
            onChange={() => setPayment('CreditCard')}
          />
          <span>A saved card</span>
        </label>
      </fieldset>
      {payment === 'CreditCard' ? (
        cards === undefined ? (
          <p className={styles.error}>Your saved cards cannot be shown right now.</p>
        ) : cards.length === 0 ? (
          <p className={styles.hint}>
            You have no saved cards. <Link href="/customer/account/payments/new">Add a card</Link>, then choose it here.
          </p>
        ) : (
          <div className={styles.field}>
            <label htmlFor={`${id}-card`}>Card</label>
            <select
              id={`${id}-card`}
              name="card_id"
              defaultValue={plan.card_id ?? cards[0]?.value}
              aria-invalid={errors.card_id ? true : undefined}
              aria-describedby={errors.card_id ? `${id}-card_id-error` : undefined}
            >
              {cards.map((card) => (
                <option key={card.value} value={card.value}>
                  {card.label}
                </option>
              ))}
            </select>
            {fieldError('card_id')}
          </div>
        )
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-po`}>PO number (optional)</label>
        <input
          id={`${id}-po`}
          name="po_number"
          maxLength={50}
          defaultValue={plan.po_number}
          aria-invalid={errors.po_number ? true : undefined}
          aria-describedby={errors.po_number ? `${id}-po_number-error` : undefined}
        />
        {fieldError('po_number')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-address`}>Ship to</label>
        <select
          id={`${id}-address`}
          name="shipping_address_number"
          defaultValue={plan.shipping_address_number}
          aria-invalid={errors.shipping_address_number ? true : undefined}
          aria-describedby={errors.shipping_address_number ? `${id}-shipping_address_number-error` : undefined}
        >
          {addresses.map((address) => (
            <option key={address.value} value={address.value}>
              {address.label}
            </option>
          ))}
        </select>
        {fieldError('shipping_address_number')}
      </div>
      <div>
        <SubmitButton className={styles.primary} loading={loading} loadingText="Saving…">
          Save payment and delivery
        </SubmitButton>
      </div>
    </form>
  );
}

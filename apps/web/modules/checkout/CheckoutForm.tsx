'use client';

import { messages } from '@chairside/domain';
import { useActionState, useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { dispatchFormAction } from '@/modules/forms/useSettledAction';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { AttentionDialog } from '@/modules/layout/AttentionDialog';
import { CardChoice } from '@/modules/payments/CardChoice';
import { newCardChoice, type SavedCardOption } from '@/modules/payments/card-choice';
import type { CardFieldsHandle } from '@/modules/payments/HostedCardFields';
import { placeOrderAction, updateCheckoutChoiceAction } from './actions';
import type { CartChoices } from './cart-choices';
import { checkoutInputErrors, checkoutInputOf, poNumberMaxLength } from './checkout-input';
import type { AddressOption, ShippingOption } from './checkout-view';
import { checkoutTexts, type CheckoutField, type CheckoutFormState } from './place-order-outcome';
import styles from './checkout.module.css';

export interface CheckoutFormProps {
  idempotencyKey: string;
  shippingAddresses: AddressOption[];
  billingAddresses: { id: string; lines: string[] }[];
  shippingMethods: ShippingOption[];
  savedCards: SavedCardOption[];
  onAccountAllowed: boolean;
  /** The payment gateway's origin, whose card fields take a new card. */
  cardFieldsOrigin: string;
  /** What the form starts with (the cart's choices, or the defaults). */
  initial: Required<CartChoices>;
  /** The choices the cart holds now; the defaults are put on the cart when they differ. */
  onCart: CartChoices;
}

/** Field order on the page: the first one with a message gets the focus. */
const fieldOrder: CheckoutField[] = [
  'shippingAddressId',
  'billingAddressId',
  'shippingMethodId',
  'poNumber',
  'payment',
  'card',
];

function focusFirstError(form: HTMLFormElement, state: Pick<CheckoutFormState, 'fieldErrors'>, focusCard: () => void) {
  const field = fieldOrder.find((name) => state.fieldErrors?.[name]);
  if (field === 'card') return focusCard();
  const target = field
    ? (form.querySelector<HTMLElement>(`[name="${field}"]:checked`) ??
      form.querySelector<HTMLElement>(`[name="${field}"]:not([disabled])`))
    : form.querySelector<HTMLElement>('[data-form-error]');
  target?.focus();
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}

/** A radio group as a fieldset with its legend (the group's name for assistive technology) and its message. */
function RadioGroup({
  name,
  legend,
  error,
  children,
}: {
  name: CheckoutField;
  legend: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? `${name}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <FieldError id={`${name}-error`} message={error} />
      <div className={styles.choices}>{children}</div>
    </fieldset>
  );
}

/**
 * The checkout form: shipping and billing address, shipping method, PO number and payment, placed
 * by a Server Action. Choices that change the cart (address, method) go to the cart at once and the
 * page renders the new totals. A new card is typed into the payment gateway's card fields, which
 * give the submit a token for it. Every field is controlled and the submit does not reset the form,
 * so an error (a declined card, a timeout) loses nothing typed. The hidden Idempotency-Key (and the
 * card's token) stay the same for a retry of an unanswered attempt.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { shippingAddresses, billingAddresses, shippingMethods, savedCards, onAccountAllowed, initial, onCart } = props;
  const [serverState, formAction, submitting] = useActionState(placeOrderAction, {
    idempotencyKey: props.idempotencyKey,
  });
  const [shippingAddressId, setShippingAddressId] = useState(initial.shippingAddressId);
  const [billingAddressId, setBillingAddressId] = useState(initial.billingAddressId);
  const [shippingMethodId, setShippingMethodId] = useState(initial.shippingMethodId);
  const [poNumber, setPoNumber] = useState('');
  const [payment, setPayment] = useState<'on-account' | 'card'>(onAccountAllowed ? 'on-account' : 'card');
  const [cardUuid, setCardUuid] = useState(savedCards[0]?.uuid ?? newCardChoice);
  const [saveCard, setSaveCard] = useState(false);
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const [attention, setAttention] = useState<number | undefined>();
  const [updating, startUpdate] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const cardFields = useRef<CardFieldsHandle>(null);

  const choose = (choices: CartChoices) =>
    startUpdate(async () => {
      const result = await updateCheckoutChoiceAction(choices);
      setChoiceError(result.ok ? undefined : result.message);
      if (!result.ok && result.attention) setAttention(Date.now());
    });

  // The defaults the page chose (the customer's default address, the cheapest method) go onto the cart once.
  const synced = useRef(false);
  useEffect(() => {
    if (synced.current) return;
    synced.current = true;
    const missing = Object.fromEntries(
      Object.entries(initial).filter(([name, value]) => value && onCart[name as keyof CartChoices] !== value),
    );
    if (Object.keys(missing).length > 0) choose(missing);
  });

  const focusInvalid = (form: HTMLFormElement, shown: Pick<CheckoutFormState, 'fieldErrors'>) =>
    focusFirstError(form, shown, () => cardFields.current?.focus());
  // The server's answer: its first message takes the focus once shown (the browser's refusals do at once, below).
  useEffect(() => {
    if (formRef.current && (serverState.formError || serverState.fieldErrors))
      focusInvalid(formRef.current, serverState);
  }, [serverState]);

  const billingRequired = billingAddresses.length > 0;
  const attempt = serverState.idempotencyKey ?? props.idempotencyKey;
  const checkout = useSettledForm({
    pending: submitting,
    answer: serverState,
    focusInvalid,
    // The card's own check waits for the submit: its token is made then, from this attempt's key.
    validate: (data) => {
      const { card: _card, ...fields } = checkoutInputErrors(checkoutInputOf(data), {
        onAccountAllowed,
        billingRequired,
      });
      return fields;
    },
    submit: async (data, form) => {
      if (updating) return;
      // The card fields check the card and show what is wrong; a valid card comes back as a token.
      const card =
        payment === 'card' && cardUuid === newCardChoice ? await cardFields.current?.tokenize(attempt) : undefined;
      if (card?.status === 'tokenized') data.set('cardToken', card.token);
      const errors = checkoutInputErrors(checkoutInputOf(data), { onAccountAllowed, billingRequired });
      if (card && card.status !== 'tokenized')
        errors.card = card.status === 'invalid' ? checkoutTexts.checkCard : messages.paymentServiceUnavailable;
      if (Object.keys(errors).length > 0) {
        const formError = card?.status === 'unavailable' ? messages.paymentServiceUnavailable : messages.formInvalid;
        return { fieldErrors: errors, formError };
      }
      // Dispatched with the fields kept: a form action would reset them afterwards, and an error must lose nothing.
      dispatchFormAction(formAction, data, form, true);
    },
  });
  const busy = checkout.loading || updating;

  const errors = checkout.errors;
  return (
    <form
      ref={formRef}
      action={formAction}
      {...checkout.formProps}
      className={styles.form}
      aria-label="Checkout"
      aria-busy={busy}
    >
      <input type="hidden" name="idempotencyKey" value={attempt} />
      {checkout.formError ? (
        <p role="alert" className={styles.formError} tabIndex={-1} data-form-error data-testid="checkout-error">
          {checkout.formError}
        </p>
      ) : null}
      {choiceError ? (
        <p role="alert" className={styles.formError}>
          {choiceError}
        </p>
      ) : null}

      <RadioGroup name="shippingAddressId" legend="Shipping address" error={errors.shippingAddressId}>
        {shippingAddresses.map((address) => (
          <label
            key={address.id}
            className={`${styles.choice} ${address.blocked ? styles.blocked : ''}`}
            data-testid="shipping-address"
          >
            <input
              type="radio"
              name="shippingAddressId"
              value={address.id}
              checked={shippingAddressId === address.id}
              disabled={Boolean(address.blocked)}
              onChange={() => {
                setShippingAddressId(address.id);
                choose({ shippingAddressId: address.id });
              }}
            />
            <span>
              <address>
                {address.lines.map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))}
              </address>
              {address.deaApproved ? <span className={styles.tag}>DEA Approved</span> : null}
              {address.blocked ? <span className={styles.note}>{address.blocked}</span> : null}
            </span>
          </label>
        ))}
      </RadioGroup>

      {billingAddresses.length > 0 ? (
        <div className={styles.field}>
          <label htmlFor="checkout-billing">Billing address</label>
          <select
            id="checkout-billing"
            name="billingAddressId"
            value={billingAddressId}
            aria-invalid={errors.billingAddressId ? true : undefined}
            aria-describedby={errors.billingAddressId ? 'billingAddressId-error' : undefined}
            onChange={(event) => {
              setBillingAddressId(event.target.value);
              choose({ billingAddressId: event.target.value });
            }}
          >
            {billingAddresses.map((address) => (
              <option key={address.id} value={address.id}>
                {address.lines.join(', ')}
              </option>
            ))}
          </select>
          <FieldError id="billingAddressId-error" message={errors.billingAddressId} />
        </div>
      ) : null}

      <RadioGroup name="shippingMethodId" legend="Shipping method" error={errors.shippingMethodId}>
        {shippingMethods.map((method) => (
          <label key={method.id} className={styles.choice} data-testid="shipping-method">
            <input
              type="radio"
              name="shippingMethodId"
              value={method.id}
              checked={shippingMethodId === method.id}
              onChange={() => {
                setShippingMethodId(method.id);
                choose({ shippingMethodId: method.id });
              }}
            />
            <span className={styles.spread}>
              <span>{method.name}</span>
              <span>{method.price}</span>
            </span>
          </label>
        ))}
      </RadioGroup>

      <div className={styles.field}>
        <label htmlFor="checkout-po">PO number (optional)</label>
        <input
          id="checkout-po"
          name="poNumber"
          value={poNumber}
          maxLength={poNumberMaxLength}
          autoComplete="off"
          aria-invalid={errors.poNumber ? true : undefined}
          aria-describedby={errors.poNumber ? 'poNumber-error' : undefined}
          onChange={(event) => setPoNumber(event.target.value)}
        />
        <FieldError id="poNumber-error" message={errors.poNumber} />
      </div>

      <RadioGroup name="payment" legend="Payment" error={errors.payment}>
        {onAccountAllowed ? (
          <label className={styles.choice}>
            <input
              type="radio"
              name="payment"
              value="on-account"
              checked={payment === 'on-account'}
              onChange={() => setPayment('on-account')}
            />
            <span>On account (Net 30)</span>
          </label>
        ) : null}
        <label className={styles.choice}>
          <input
            type="radio"
            name="payment"
            value="card"
            checked={payment === 'card'}
            onChange={() => setPayment('card')}
          />
          <span>Credit card</span>
        </label>
      </RadioGroup>

      {payment === 'card' ? (
        <CardChoice
          savedCards={savedCards}
          value={cardUuid}
          onChange={setCardUuid}
          fieldsOrigin={props.cardFieldsOrigin}
          fieldsRef={cardFields}
          error={errors.card}
        >
          <label className={styles.check}>
            <input
              type="checkbox"
              name="saveCard"
              checked={saveCard}
              onChange={(event) => setSaveCard(event.target.checked)}
            />{' '}
            Save this card for later orders
          </label>
        </CardChoice>
      ) : null}

      <SubmitButton
        className={`button button-primary ${styles.submit}`}
        loading={checkout.loading}
        loadingText="Placing your order…"
        disabled={updating}
        aria-disabled={busy}
      >
        Place order
      </SubmitButton>
      {attention ? <AttentionDialog key={attention} /> : null}
    </form>
  );
}

'use client';

import type { InvoiceListItem } from '@chairside/contracts';
import { formatMoney, messages } from '@chairside/domain';
import { startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { CardChoice } from '@/modules/payments/CardChoice';
import { newCardChoice, type SavedCardOption } from '@/modules/payments/card-choice';
import type { CardFieldsHandle } from '@/modules/payments/HostedCardFields';
import { toast } from '@/modules/toasts/toast';
import { payInvoicesAction } from './actions';
import { AmountField } from './AmountField';
import { amountProblem, centsOf, dollarsOf } from './amounts';
import { formatCalendarDate } from './invoice-view';
import { amountField, cardField } from './payment-outcome';
import { PaymentReceipt } from './PaymentReceipt';
import { invoiceTexts } from './texts';
import styles from './invoices.module.css';

export type PayableInvoice = Pick<InvoiceListItem, 'id' | 'number' | 'due_on' | 'balance' | 'payable' | 'currency'>;

/**
 * Pays one invoice (its full balance or a chosen amount) or several (each amount editable, the full balance first)
 * with one charge on a saved or a new card. Amounts are checked here by the domain's rules before anything is sent;
 * the API decides. Like checkout, the submit is dispatched by hand so an error loses nothing typed, and the hidden
 * Idempotency-Key (and a new card's token) stay the same for the retry of an unanswered attempt.
 */
export function PaymentForm({
  invoices,
  savedCards,
  cardFieldsOrigin,
  idempotencyKey,
  returnTo,
}: {
  invoices: PayableInvoice[];
  savedCards: SavedCardOption[];
  cardFieldsOrigin: string;
  idempotencyKey: string;
  /** This page, where sign-in comes back to. */
  returnTo: string;
}) {
  const [serverState, formAction, submitting] = useActionState(payInvoicesAction, { idempotencyKey });
  const single = invoices.length === 1 ? invoices[0] : undefined;
  const [payFull, setPayFull] = useState(true);
  const [amounts, setAmounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(invoices.map((invoice) => [invoice.id, single ? '' : dollarsOf(invoice.payable)])),
  );
  const [cardUuid, setCardUuid] = useState(savedCards[0]?.uuid ?? newCardChoice);
  const cardFields = useRef<CardFieldsHandle>(null);
  const errorSummary = useRef<HTMLParagraphElement>(null);

  const amountText = (invoice: PayableInvoice) =>
    single && payFull ? dollarsOf(invoice.payable) : (amounts[invoice.id] ?? '');
  const total = invoices.reduce((sum, invoice) => sum + Math.max(0, centsOf(amountText(invoice)) ?? 0), 0);
  const currency = invoices[0]?.currency ?? 'USD';
  const money = (cents: number) => formatMoney(cents, currency);

  // A refusal (the server's, or the browser's unless only the card is wrong) is read out from its summary, which
  // takes the focus once shown; messages changing as the customer types leave the focus where it is.
  const [summaryWanted, setSummaryWanted] = useState(0);
  useEffect(() => {
    if (serverState.formError) errorSummary.current?.focus();
  }, [serverState]);
  useEffect(() => {
    if (summaryWanted) errorSummary.current?.focus();
  }, [summaryWanted]);
  useEffect(() => {
    if (serverState.receipt) toast.success(invoiceTexts.paid(formatMoney(serverState.receipt.amount, currency)));
  }, [serverState.receipt, currency]);

  const pay = useSettledForm({
    pending: submitting,
    answer: serverState,
    validate: () =>
      Object.fromEntries(
        invoices.map((invoice) => [amountField(invoice.id), amountProblem(amountText(invoice), invoice)]),
      ),
    focusInvalid: (_form, errors) =>
      errors.fieldErrors?.[cardField] ? cardFields.current?.focus() : setSummaryWanted((count) => count + 1),
    submit: async () => {
      const attempt = serverState.idempotencyKey;
      const card = cardUuid === newCardChoice ? await cardFields.current?.tokenize(attempt) : undefined;
      if (card && card.status !== 'tokenized')
        return {
          fieldErrors: {
            [cardField]: card.status === 'invalid' ? invoiceTexts.checkCard : messages.paymentServiceUnavailable,
          },
          formError: card.status === 'unavailable' ? messages.paymentServiceUnavailable : messages.formInvalid,
        };
      const data = new FormData();
      data.set('idempotencyKey', attempt);
      data.set('returnTo', returnTo);
      data.set('cardUuid', cardUuid);
      if (card?.status === 'tokenized') data.set('cardToken', card.token);
      for (const invoice of invoices) {
        data.append('invoiceId', invoice.id);
        data.set(amountField(invoice.id), amountText(invoice));
      }
      startTransition(() => formAction(data));
    },
  });
  const busy = pay.loading;

  if (serverState.receipt) return <PaymentReceipt receipt={serverState.receipt} />;

  const errors = pay.errors;
  const fieldId = (invoice: PayableInvoice) => `pay-amount-${invoice.id}`;
  return (
    <form {...pay.formProps} className={styles.form} aria-label="Pay invoices">
      {pay.formError ? (
        <p ref={errorSummary} role="alert" tabIndex={-1} className={styles.formError} data-testid="payment-error">
          {pay.formError}
        </p>
      ) : null}
      {single ? (
        <fieldset className={styles.group}>
          <legend>Amount</legend>
          <p className={styles.muted}>
            Due {formatCalendarDate(single.due_on)} · Balance {money(single.balance)}
          </p>
          <div className={styles.choices}>
            <label className={styles.choice}>
              <input type="radio" name="amountChoice" checked={payFull} onChange={() => setPayFull(true)} />
              <span>Full balance: {money(single.payable)}</span>
            </label>
            <label className={styles.choice}>
              <input type="radio" name="amountChoice" checked={!payFull} onChange={() => setPayFull(false)} />
              <span>Another amount</span>
            </label>
          </div>
          {payFull ? (
            errors[amountField(single.id)] ? (
              <p className={styles.fieldError}>{errors[amountField(single.id)]}</p>
            ) : null
          ) : (
            <AmountField
              id={fieldId(single)}
              name={amountField(single.id)}
              label="Amount to pay"
              value={amounts[single.id] ?? ''}
              max={money(single.payable)}
              error={errors[amountField(single.id)]}
              onChange={(text) => setAmounts((now) => ({ ...now, [single.id]: text }))}
            />
          )}
        </fieldset>
      ) : (
        <fieldset className={styles.group}>
          <legend>Invoices</legend>
          {invoices.map((invoice) => (
            <div key={invoice.id} className={styles.amountRow} data-testid="payment-invoice">
              <div>
                <p>
                  <strong>Invoice {invoice.number}</strong>
                </p>
                <p className={styles.muted}>
                  Due {formatCalendarDate(invoice.due_on)} · Balance {money(invoice.balance)}
                </p>
              </div>
              <AmountField
                id={fieldId(invoice)}
                name={amountField(invoice.id)}
                label={
                  <>
                    Amount<span className="visually-hidden"> for invoice {invoice.number}</span>
                  </>
                }
                value={amounts[invoice.id] ?? ''}
                max={money(invoice.payable)}
                error={errors[amountField(invoice.id)]}
                onChange={(text) => setAmounts((now) => ({ ...now, [invoice.id]: text }))}
              />
            </div>
          ))}
        </fieldset>
      )}
      <p className={styles.total} aria-live="polite" data-testid="payment-total">
        Total to pay: {money(total)}
      </p>
      <CardChoice
        savedCards={savedCards}
        value={cardUuid}
        onChange={setCardUuid}
        fieldsOrigin={cardFieldsOrigin}
        fieldsRef={cardFields}
        error={errors[cardField]}
      />
      <SubmitButton
        className={`${styles.primary} ${styles.submit}`}
        loading={busy}
        loadingText="Paying…"
        aria-disabled={busy}
      >
        {total > 0 ? `Pay ${money(total)}` : 'Pay'}
      </SubmitButton>
    </form>
  );
}

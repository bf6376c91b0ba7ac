'use server';

import { randomUUID } from 'node:crypto';
import { cardTokenSchema, idempotencyKeySchema, type InvoicePaymentRequest } from '@chairside/contracts';
import { invoicesPerPaymentLimit } from '@chairside/domain';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { addMyCard } from '@/lib/api/cards';
import { payMyInvoices } from '@/lib/api/invoices';
import { requireCustomerForAction } from '@/modules/account/require-customer';
import { postedForm } from '@/modules/account/validation';
import { newCardChoice } from '@/modules/payments/card-choice';
import { centsOf } from './amounts';
import { amountField, cardField, paymentOutcome, type PaymentFailure, type PaymentFormState } from './payment-outcome';
import { invoicesPath } from './paths';
import { invoiceTexts } from './texts';

/** The allocations as posted: each invoice id once, its amount in whole cents above 0 (the API checks the balance). */
function allocationsOf(form: FormData): {
  allocations: InvoicePaymentRequest['allocations'];
  errors: Record<string, string>;
} {
  const ids = [...new Set(form.getAll('invoiceId').filter((id) => typeof id === 'string' && id && id.length <= 64))];
  const errors: Record<string, string> = {};
  const allocations = (ids as string[]).slice(0, invoicesPerPaymentLimit).map((id) => {
    const text = form.get(amountField(id));
    const amount = typeof text === 'string' ? centsOf(text) : undefined;
    if (amount === undefined || amount <= 0) errors[amountField(id)] = invoiceTexts.formInvalid;
    return { invoice_id: id, amount: amount ?? 0 };
  });
  return { allocations, errors };
}

/**
 * Pays the posted invoices with one charge (POST /mw/invoice-payments). The form's Idempotency-Key names this attempt:
 * a double click or a retry after a timeout replays the first answer instead of charging twice. A new card comes as
 * the gateway's token and is kept for this payment only (POST /mw/cards, save false, its key derived from the
 * attempt's).
 */
export async function payInvoicesAction(_previous: PaymentFormState, posted: unknown): Promise<PaymentFormState> {
  const form = postedForm(posted);
  const returnTo = typeof form.get('returnTo') === 'string' ? String(form.get('returnTo')) : invoicesPath;
  await requireCustomerForAction(returnTo.startsWith(invoicesPath) ? returnTo : invoicesPath);
  const key = idempotencyKeySchema.safeParse(form.get('idempotencyKey')).data ?? randomUUID();
  const { allocations, errors } = allocationsOf(form);
  const cardChoice = String(form.get('cardUuid') ?? '');
  const cardToken = cardTokenSchema.safeParse(form.get('cardToken')).data;
  if (!cardChoice || (cardChoice === newCardChoice && !cardToken)) errors[cardField] = invoiceTexts.chooseCard;
  if (allocations.length === 0) return { idempotencyKey: key, formError: invoiceTexts.noneSelected };
  if (Object.keys(errors).length > 0)
    return { idempotencyKey: key, formError: invoiceTexts.formInvalid, fieldErrors: errors };

  let cardUuid = cardChoice;
  if (cardChoice === newCardChoice && cardToken) {
    const card = await addMyCard({ token: cardToken, save: false }, `${key}-card`);
    if (!card.ok) return failed(card, key, returnTo);
    cardUuid = card.value.uuid;
  }
  const paid = await payMyInvoices({ allocations, card_uuid: cardUuid }, key);
  // Paid or refused, the balances may have moved (another payment's): the pages read them again.
  revalidatePath(invoicesPath, 'layout');
  if (!paid.ok) return failed(paid, key, returnTo);
  return { idempotencyKey: randomUUID(), receipt: paid.value };
}

function failed(failure: PaymentFailure, key: string, returnTo: string): PaymentFormState {
  const outcome = paymentOutcome(failure);
  if (outcome.kind === 'signIn') redirect(`/customer/account/login?redirect=${encodeURIComponent(returnTo)}`);
  return {
    idempotencyKey: outcome.retrySameKey ? key : randomUUID(),
    formError: outcome.formError,
    ...(outcome.fieldErrors ? { fieldErrors: outcome.fieldErrors } : {}),
  };
}

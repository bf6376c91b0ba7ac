'use server';

import { randomUUID } from 'node:crypto';
import { cardTokenSchema } from '@chairside/contracts';
import { messages } from '@chairside/domain';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { addMyCard, deleteMyCard, makeMyCardPrimary, type CardsResult } from '@/lib/api/cards';
import { requireCustomerForAction } from '@/modules/account/require-customer';
import { postedForm, type FormState } from '@/modules/account/validation';

const paymentsPath = '/customer/account/payments';

/** The hidden form value naming this submit to the API (Idempotency-Key), handed back with every answer. */
const withKey = (state: FormState, idempotencyKey: string): FormState => ({ ...state, values: { idempotencyKey } });

/**
 * Add a card: the payment gateway's card fields gave the page a token for it, which goes straight to POST /mw/cards
 * (the card itself never comes here). A failed answer the API has settled (a decline, a used token) gets a new
 * Idempotency-Key, and the fields a new token; an unanswered one keeps its key (and the page its token), so trying
 * again cannot save the card twice.
 */
export async function addCardAction(_previous: FormState, posted: FormData): Promise<FormState> {
  await requireCustomerForAction(`${paymentsPath}/new`);
  const formData = postedForm(posted);
  const key = String(formData.get('idempotencyKey') ?? '') || randomUUID();
  const token = cardTokenSchema.safeParse(formData.get('cardToken'));
  if (!token.success) return withKey({ formError: messages.cardDetailsRequired }, key);

  const result = await addMyCard({ token: token.data, save: true }, key);
  if (result.ok) redirect(`${paymentsPath}?saved=1`);
  if (result.status === 401) redirect(`/customer/account/login?redirect=${encodeURIComponent(`${paymentsPath}/new`)}`);
  if (result.status >= 500 || result.status === 409)
    return withKey({ formError: messages.paymentServiceUnavailable }, key);
  return withKey({ formError: result.message || messages.cardActionFailed }, randomUUID());
}

/** What the saved-card buttons show as a toast. */
export interface CardActionResult {
  ok: boolean;
  message: string;
}

function settled(result: CardsResult<unknown>, success: string): CardActionResult {
  if (!result.ok && result.status === 401)
    redirect(`/customer/account/login?redirect=${encodeURIComponent(paymentsPath)}`);
  revalidatePath(paymentsPath);
  return result.ok ? { ok: true, message: success } : { ok: false, message: messages.cardActionFailed };
}

export async function makeCardPrimaryAction(uuid: string): Promise<CardActionResult> {
  await requireCustomerForAction(paymentsPath);
  return settled(await makeMyCardPrimary(uuid), messages.cardMadePrimary);
}

export async function deleteCardAction(uuid: string): Promise<CardActionResult> {
  await requireCustomerForAction(paymentsPath);
  return settled(await deleteMyCard(uuid), messages.cardRemoved);
}

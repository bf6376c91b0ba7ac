'use server';

import { randomUUID } from 'node:crypto';
import { cardEntryErrors, messages } from '@chairside/domain';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { addMyCard, deleteMyCard, makeMyCardPrimary, type CardsResult } from '../../../../../lib/api/cards';
import { getCurrentCustomer } from '../../../../../lib/session/session';
import { formInvalid, hasErrors, type FieldErrors, type FormState } from '../../../../../modules/account/validation';

const paymentsPath = '/customer/account/payments';

async function requireCustomer(path: string) {
  if (!(await getCurrentCustomer())) redirect(`/customer/account/login?redirect=${encodeURIComponent(path)}`);
}

/** The hidden form value naming this submit to the API (Idempotency-Key), handed back with every answer. */
const withKey = (state: FormState, idempotencyKey: string): FormState => ({ ...state, values: { idempotencyKey } });

/**
 * Add a card: the spec §5 checks again on the server, then straight to POST /mw/cards. The card
 * data is neither logged nor kept, and never handed back to the browser. A failed answer the
 * API has settled (a decline, a refused field) gets a new Idempotency-Key for the corrected
 * card; an unanswered one keeps its key, so trying again cannot save the card twice.
 */
export async function addCardAction(_previous: FormState, formData: FormData): Promise<FormState> {
  await requireCustomer(`${paymentsPath}/new`);
  const entry = { number: String(formData.get('number') ?? ''), expiry: String(formData.get('expiry') ?? ''), cvc: String(formData.get('cvc') ?? '') };
  const key = String(formData.get('idempotencyKey') ?? '') || randomUUID();
  const fieldErrors: FieldErrors = cardEntryErrors(entry, new Date());
  if (hasErrors(fieldErrors)) return withKey({ fieldErrors, formError: formInvalid }, key);

  const result = await addMyCard({ ...entry, save: true }, key);
  if (result.ok) redirect(`${paymentsPath}?saved=1`);
  if (result.status === 401) redirect(`/customer/account/login?redirect=${encodeURIComponent(`${paymentsPath}/new`)}`);
  if (result.status >= 500 || result.status === 409) return withKey({ formError: messages.paymentServiceUnavailable }, key);
  const refused: FieldErrors = Object.fromEntries(result.fields.map(({ field, message }) => [field, message]));
  return withKey(hasErrors(refused) ? { fieldErrors: refused, formError: formInvalid } : { formError: result.message || messages.cardActionFailed }, randomUUID());
}

/** What the saved-card buttons show as a toast. */
export interface CardActionResult {
  ok: boolean;
  message: string;
}

function settled(result: CardsResult<unknown>, success: string): CardActionResult {
  if (!result.ok && result.status === 401) redirect(`/customer/account/login?redirect=${encodeURIComponent(paymentsPath)}`);
  revalidatePath(paymentsPath);
  return result.ok ? { ok: true, message: success } : { ok: false, message: messages.cardActionFailed };
}

export async function makeCardPrimaryAction(uuid: string): Promise<CardActionResult> {
  await requireCustomer(paymentsPath);
  return settled(await makeMyCardPrimary(uuid), messages.cardMadePrimary);
}

export async function deleteCardAction(uuid: string): Promise<CardActionResult> {
  await requireCustomer(paymentsPath);
  return settled(await deleteMyCard(uuid), messages.cardRemoved);
}

'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { endSync, startSync } from '@/lib/api/sales-reps';
import { safeRedirectPath } from '@/lib/security/redirect';
import { markSessionChanged } from '@/lib/session/session';
import { requireCustomerForAction } from '@/modules/account/require-customer';
import { postedForm } from '@/modules/account/validation';
import { salesRepTexts } from './texts';

export interface SyncState {
  error?: string;
}

/**
 * Starts acting for the customer, then reloads it (spec §4): the session's remembered customer and cart are forgotten,
 * so the bar, the cart badge and prices are the customer's on the next page, where the representative goes.
 */
export async function syncCustomerAction(_previous: SyncState, posted: FormData): Promise<SyncState> {
  await requireCustomerForAction();
  // Actions are public endpoints: anything may arrive, and it must be refused, not thrown on.
  const form = postedForm(posted);
  const customerId = String(form.get('customerId') ?? '');
  if (customerId === '') return { error: salesRepTexts.syncFailed };
  const result = await startSync(customerId);
  if (!result.ok) return { error: result.message || salesRepTexts.syncFailed };
  await markSessionChanged();
  redirect(safeRedirectPath(form.get('returnTo')));
}

/** Ends acting for the customer; the pages then show the representative's own view again. */
export async function endSyncAction(): Promise<{ ok: boolean; message: string }> {
  await requireCustomerForAction();
  const result = await endSync();
  if (!result.ok) return { ok: false, message: result.message || salesRepTexts.endSyncFailed };
  await markSessionChanged();
  refresh();
  return { ok: true, message: salesRepTexts.syncEnded };
}

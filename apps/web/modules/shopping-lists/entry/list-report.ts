'use client';

import { toast } from '@/modules/toasts/toast';
import { entryTexts } from './texts';

export type ListAddAnswer = { ok: boolean; message: string; notAdded: readonly { sku: string; reason: string }[] };

/** Toasts an answer of an add to a list (spec §8 style): success, then what was left out, or the failure. */
export function reportListAdd(answer: ListAddAnswer | undefined): void {
  if (!answer) {
    toast.error(entryTexts.listFailed);
    return;
  }
  if (answer.ok) toast.success(answer.message);
  else toast.error(answer.message || entryTexts.listFailed);
  if (answer.notAdded.length > 0) toast.warning(entryTexts.notAdded(answer.notAdded));
}

'use client';

import { useTransition } from 'react';
import { toastResult } from '@/modules/toasts/toast';
import { endSyncAction } from './actions';
import { salesRepTexts } from './texts';

/** Ends acting for the customer; the page then re-renders as the representative's own. */
export function EndSyncButton({ className = 'button button-secondary' }: { className?: string }) {
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      onClick={() => startTransition(async () => toastResult(await endSyncAction()))}
    >
      {pending ? salesRepTexts.endingSync : salesRepTexts.endSync}
    </button>
  );
}

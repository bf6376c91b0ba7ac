'use client';

import { salesRepTexts } from './texts';
import { useSyncCustomer } from './useSyncCustomer';

/** "Sync" for one customer of a list: the representative then acts for it and goes on to `returnTo`. */
export function SyncButton({ customerId, label, returnTo }: { customerId: string; label: string; returnTo: string }) {
  const { sync, pending } = useSyncCustomer(returnTo);
  return (
    <button
      type="button"
      className="button button-primary"
      onClick={() => sync(customerId)}
      disabled={pending}
      aria-label={`${salesRepTexts.sync} ${label}`}
    >
      {pending ? salesRepTexts.syncing : salesRepTexts.sync}
    </button>
  );
}

'use client';

import { startTransition, useActionState, useEffect } from 'react';
import { toast } from '@/modules/toasts/toast';
import { syncCustomerAction } from './actions';

/** Syncs the session to a customer, then the action goes on to `returnTo`; a refusal is told in a toast. */
export function useSyncCustomer(returnTo: string) {
  const [state, dispatch, pending] = useActionState(syncCustomerAction, {});
  useEffect(() => {
    if (state.error) toast.error(state.error);
  }, [state]);
  return {
    pending,
    sync(customerId: string) {
      const form = new FormData();
      form.set('customerId', customerId);
      form.set('returnTo', returnTo);
      startTransition(() => dispatch(form));
    },
  };
}

'use client';

import { messages } from '@chairside/domain';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from '@/modules/toasts/toast';

/** Consumes the one-shot ?loggedOut=1 flag of the logout redirect: toast, then replace the entry with "/". */
export function LoggedOutToast() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const loggedOut = pathname === '/' && params.get('loggedOut') === '1';
  useEffect(() => {
    if (!loggedOut) return;
    toast.success(messages.logoutSuccess, { toastId: 'logout' });
    router.replace('/');
  }, [loggedOut, router]);
  return null;
}

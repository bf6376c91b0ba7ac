'use client';

import { messages } from '@chairside/domain';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from '@/modules/toasts/toast';

/** Consumes the one-shot ?saved=1 flag the add-card form redirects with: toast, then drop the flag from the address. */
export function CardSavedToast() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const saved = params.get('saved') === '1';
  useEffect(() => {
    if (!saved) return;
    toast.success(messages.cardSaved, { toastId: 'card-saved' });
    router.replace(pathname);
  }, [saved, pathname, router]);
  return null;
}

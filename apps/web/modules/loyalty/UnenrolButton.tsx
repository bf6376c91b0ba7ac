'use client';

import { useTransition } from 'react';
import { ConfirmedDelete } from '@/modules/account/ConfirmedDelete';
import { toastResult } from '@/modules/toasts/toast';
import { unenrolAction } from './actions';
import { rewardsHeadingId } from './paths';
import styles from './loyalty.module.css';

/** Leaves the programme after a confirmation step (spec §4 popup); the page then shows the office as not enrolled. */
export function UnenrolButton({ office }: { office: string }) {
  const [pending, startTransition] = useTransition();
  return (
    <ConfirmedDelete
      label={pending ? 'Unenrolling…' : 'Unenrol'}
      className={styles.danger}
      disabled={pending}
      title="Leave ASAP rewards?"
      text={`${office} will no longer get loyalty discounts on new prices and carts. Your savings history and discount statements stay available.`}
      confirmLabel="Unenrol"
      onConfirm={() =>
        startTransition(async () =>
          // The button is gone once the page shows the office unenrolled: the keyboard goes back to the page's heading.
          toastResult(await unenrolAction(), () => document.getElementById(rewardsHeadingId)?.focus()),
        )
      }
    />
  );
}

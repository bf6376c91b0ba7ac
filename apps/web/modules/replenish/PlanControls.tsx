'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ConfirmDialog } from '@/modules/payments/ConfirmDialog';
import { toast } from '@/modules/toasts/toast';
import {
  deletePlanAction,
  orderPlanNowAction,
  pausePlanAction,
  resumePlanAction,
  skipNextOrderAction,
  type PlanActionResult,
} from './actions';
import { plansPath } from './paths';
import styles from './replenish.module.css';

export interface PlanControlsProps {
  plan: { id: string; version: number; label: string; paused: boolean; skipped: boolean };
  /** On the plan's own page: after deleting it, go to the plans page. */
  leaveAfterDelete?: boolean;
}

/**
 * A plan's controls: pause or resume, skip the next order or take the skip back, order now and delete (both
 * confirmed first). Results as toasts; order now names the order it placed.
 */
export function PlanControls({ plan, leaveAfterDelete = false }: PlanControlsProps) {
  const [pending, startTransition] = useTransition();
  const [confirming, setConfirming] = useState<'delete' | 'order' | undefined>();
  // One key per confirmation: a retried or repeated request for the same click orders once.
  const [orderKey, setOrderKey] = useState('');
  const [ordering, setOrdering] = useState(false);
  const router = useRouter();
  const ref = { id: plan.id, version: plan.version };
  const named = <span className="visually-hidden"> {plan.label}</span>;

  const run = (action: () => Promise<PlanActionResult>, then?: () => void) =>
    startTransition(async () => {
      const result = await action();
      if (result.ok) {
        toast.success(result.message);
        then?.();
      } else toast.error(result.message);
    });

  const orderNow = () =>
    startTransition(async () => {
      setOrdering(true);
      const result = await orderPlanNowAction({ id: plan.id, idempotencyKey: orderKey });
      setOrdering(false);
      if (result.ok) toast.success(result.message);
      else toast.error(result.message);
    });

  return (
    <div className={styles.controls}>
      {plan.paused ? (
        <button
          type="button"
          className={styles.secondary}
          disabled={pending}
          onClick={() => run(() => resumePlanAction(ref))}
        >
          Resume{named}
        </button>
      ) : (
        <>
          <button
            type="button"
            className={styles.secondary}
            disabled={pending}
            aria-pressed={plan.skipped}
            onClick={() => run(() => skipNextOrderAction(ref, !plan.skipped))}
          >
            {plan.skipped ? 'Undo skip' : 'Skip next order'}
            {named}
          </button>
          <button
            type="button"
            className={styles.secondary}
            disabled={pending}
            onClick={() => run(() => pausePlanAction(ref))}
          >
            Pause{named}
          </button>
        </>
      )}
      <button
        type="button"
        className={styles.primary}
        disabled={pending}
        aria-busy={ordering || undefined}
        onClick={() => {
          setOrderKey(crypto.randomUUID());
          setConfirming('order');
        }}
      >
        {ordering ? 'Placing order…' : 'Order now'}
        {named}
      </button>
      <button type="button" className={styles.danger} disabled={pending} onClick={() => setConfirming('delete')}>
        Delete{named}
      </button>
      {confirming === 'order' ? (
        <ConfirmDialog
          title="Order now"
          text={`Place an order of ${plan.label} now, with this plan's payment and address? The plan's schedule stays as it is.`}
          confirmLabel="Place order"
          onClose={(confirmed) => {
            setConfirming(undefined);
            if (confirmed) orderNow();
          }}
        />
      ) : null}
      {confirming === 'delete' ? (
        <ConfirmDialog
          title="Delete plan"
          text={`Delete the REPLENISH plan ${plan.label}? Nothing more will be ordered; the orders it placed stay. This cannot be undone.`}
          confirmLabel="Delete plan"
          onClose={(confirmed) => {
            setConfirming(undefined);
            if (confirmed)
              run(() => deletePlanAction(ref), leaveAfterDelete ? () => router.push(plansPath) : undefined);
          }}
        />
      ) : null}
    </div>
  );
}

'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { ConfirmedDelete } from '@/modules/account/ConfirmedDelete';
import { ConfirmDialog } from '@/modules/payments/ConfirmDialog';
import { toastResult } from '@/modules/toasts/toast';
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
  const [confirmingOrder, setConfirmingOrder] = useState(false);
  // One key per confirmation: a retried or repeated request for the same click orders once.
  const [orderKey, setOrderKey] = useState('');
  const [ordering, setOrdering] = useState(false);
  const router = useRouter();
  const ref = { id: plan.id, version: plan.version };
  const named = <span className="visually-hidden"> {plan.label}</span>;

  const run = (action: () => Promise<PlanActionResult>, then?: () => void) =>
    startTransition(async () => toastResult(await action(), then));

  const orderNow = () =>
    startTransition(async () => {
      setOrdering(true);
      const result = await orderPlanNowAction({ id: plan.id, idempotencyKey: orderKey });
      setOrdering(false);
      toastResult(result);
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
          setConfirmingOrder(true);
        }}
      >
        {ordering ? 'Placing order…' : 'Order now'}
        {named}
      </button>
      <ConfirmedDelete
        label={<>Delete{named}</>}
        className={styles.danger}
        disabled={pending}
        title="Delete plan"
        text={`Delete the REPLENISH plan ${plan.label}? Nothing more will be ordered; the orders it placed stay. This cannot be undone.`}
        confirmLabel="Delete plan"
        onConfirm={() => run(() => deletePlanAction(ref), leaveAfterDelete ? () => router.push(plansPath) : undefined)}
      />
      {confirmingOrder ? (
        <ConfirmDialog
          title="Order now"
          text={`Place an order of ${plan.label} now, with this plan's payment and address? The plan's schedule stays as it is.`}
          confirmLabel="Place order"
          onClose={(confirmed) => {
            setConfirmingOrder(false);
            if (confirmed) orderNow();
          }}
        />
      ) : null}
    </div>
  );
}

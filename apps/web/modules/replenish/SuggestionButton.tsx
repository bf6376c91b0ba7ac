'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from '@/modules/toasts/toast';
import { createPlanAction } from './actions';
import { planPath } from './paths';
import { planTexts } from './texts';
import styles from './replenish.module.css';

/** One click makes the suggested plan (its interval and typical quantity) and opens it. */
export function SuggestionButton({
  suggestion,
}: {
  suggestion: {
    item_number: string;
    uom: string;
    quantity: number;
    plan_days: number;
    next_order_date: string;
    name: string;
  };
}) {
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const { item_number, uom, quantity, plan_days, next_order_date } = suggestion;
  return (
    <button
      type="button"
      className={styles.primary}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() =>
        startTransition(async () => {
          const result = await createPlanAction({
            items: [{ item_number, uom, quantity }],
            plan_days,
            next_order_date,
          });
          if (!result.ok) return void toast.error(result.message);
          toast.success(planTexts.created);
          router.push(planPath(result.planId));
        })
      }
    >
      {pending ? 'Creating…' : 'Create plan'}
      <span className="visually-hidden"> for {suggestion.name}</span>
    </button>
  );
}

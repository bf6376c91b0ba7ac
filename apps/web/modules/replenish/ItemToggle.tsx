'use client';

import { useState, useTransition, type ReactNode } from 'react';
import { toast } from '@/modules/toasts/toast';
import type { PlanActionResult } from './actions';
import { planTexts } from './texts';

/**
 * One item's checkbox ("skip next order", "substitutions allowed"). It changes at once and goes back, with an error
 * toast, when the plan did not take the change.
 */
export function ItemToggle({
  checked,
  save,
  children,
}: {
  /** The value as the server rendered the plan. */
  checked: boolean;
  save: (value: boolean) => Promise<PlanActionResult>;
  children: ReactNode;
}) {
  const [on, setOn] = useState(checked);
  // A newer server render (the plan saved, or changed by another control) wins over local state.
  const [rendered, setRendered] = useState(checked);
  const [pending, startTransition] = useTransition();
  if (rendered !== checked) {
    setRendered(checked);
    setOn(checked);
  }

  function toggle(next: boolean) {
    if (pending) return;
    setOn(next);
    startTransition(async () => {
      const result = await save(next).catch(() => undefined);
      if (!result?.ok) {
        setOn(!next);
        toast.error(result?.message || planTexts.unavailable);
        return;
      }
      toast.success(result.message);
    });
  }

  return (
    <label>
      <input
        type="checkbox"
        checked={on}
        aria-busy={pending || undefined}
        onChange={(event) => toggle(event.target.checked)}
      />{' '}
      {children}
    </label>
  );
}

'use client';

import { LineChoice } from '@/modules/orders/LineChoice';
import { toast } from '@/modules/toasts/toast';
import type { StagedItem } from './staging';
import { useStaging } from './StagingProvider';
import { stagingTexts } from './texts';

export interface ReplenishLine extends StagedItem {
  /** Unique per line: the same item may appear once per unit. */
  key: string;
  /** Whether the product is offered on REPLENISH (its attribute `replenishable`); the others are left out. */
  replenishable: boolean;
}

/**
 * "Make this a REPLENISH plan" on the cart and an order: stages the lines (their quantities replace
 * staged ones of the same item) and opens the tray to choose the interval and first date. With
 * `choose`, the lines can also be picked one by one, as an order's "Add chosen items to a list".
 */
export function LinesToReplenish({ lines, choose = false }: { lines: readonly ReplenishLine[]; choose?: boolean }) {
  const staging = useStaging();
  if (!staging || lines.length === 0) return null;

  function stage(picked: readonly ReplenishLine[]) {
    if (picked.length === 0) return toast.error(stagingTexts.chooseLines);
    const offered = picked.filter((line) => line.replenishable);
    if (offered.length === 0) return toast.error(stagingTexts.noReplenishable);
    if (offered.length < picked.length) toast.info(stagingTexts.leftOut(picked.length - offered.length));
    staging!.stage(
      offered.map(({ item_number, uom, quantity, name }) => ({ item_number, uom, quantity, name })),
      'set',
    );
    staging!.openTray();
  }

  return (
    <LineChoice
      testId="lines-to-replenish"
      lines={lines}
      keyOf={(line) => line.key}
      labelOf={(line) => `${line.name} · ${line.uom} × ${line.quantity}`}
      choosable={choose}
      all={
        <button type="button" className="button button-secondary" aria-haspopup="dialog" onClick={() => stage(lines)}>
          {stagingTexts.makePlan}
        </button>
      }
      summary={stagingTexts.chooseItems}
      legend={stagingTexts.itemsToPlan}
      chosen={(selection) => (
        <button
          type="button"
          className="button button-secondary"
          aria-haspopup="dialog"
          onClick={() => stage(selection)}
        >
          {stagingTexts.makePlanOfChosen(selection.length)}
        </button>
      )}
    />
  );
}

'use client';

import { useState } from 'react';
import { toast } from '@/modules/toasts/toast';
import type { StagedItem } from './staging';
import { useStaging } from './StagingProvider';
import { stagingTexts } from './texts';
import styles from './replenish-entry.module.css';

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
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(lines.map((line) => line.key)));
  if (!staging || lines.length === 0) return null;
  const selection = lines.filter((line) => chosen.has(line.key));

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

  function toggle(key: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  return (
    <div className={styles.lines} data-testid="lines-to-replenish">
      <button type="button" className="button button-secondary" aria-haspopup="dialog" onClick={() => stage(lines)}>
        {stagingTexts.makePlan}
      </button>
      {choose && lines.length > 1 ? (
        <details className={styles.choice}>
          <summary>{stagingTexts.chooseItems}</summary>
          <fieldset>
            <legend>{stagingTexts.itemsToPlan}</legend>
            {lines.map((line) => (
              <label key={line.key} className={styles.line}>
                <input
                  type="checkbox"
                  checked={chosen.has(line.key)}
                  onChange={(event) => toggle(line.key, event.target.checked)}
                />
                {line.name} · {line.uom} × {line.quantity}
              </label>
            ))}
          </fieldset>
          <button
            type="button"
            className="button button-secondary"
            aria-haspopup="dialog"
            onClick={() => stage(selection)}
          >
            {stagingTexts.makePlanOfChosen(selection.length)}
          </button>
        </details>
      ) : null}
    </div>
  );
}

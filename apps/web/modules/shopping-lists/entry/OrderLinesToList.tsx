'use client';

import { useState } from 'react';
import { AddToListMenu, type ListLine } from './AddToListMenu';
import { entryTexts } from './texts';
import styles from './entry.module.css';

export interface OrderListLine extends ListLine {
  /** Unique per order line: the same sku may appear once per unit. */
  key: string;
  label: string;
}

/** Order detail's lists entry: all the order's lines into a list, or the ones ticked. */
export function OrderLinesToList({ lines }: { lines: readonly OrderListLine[] }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(lines.map((line) => line.key)));
  if (lines.length === 0) return null;
  const selection = lines.filter((line) => chosen.has(line.key));

  function toggle(key: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  return (
    <div className={styles.orderLists} data-testid="order-to-list">
      <AddToListMenu lines={lines} label="Add all items to a list" />
      {lines.length > 1 ? (
        <details className={styles.orderChoice}>
          <summary>Add chosen items to a list</summary>
          <fieldset>
            <legend>Items to add to a list</legend>
            {lines.map((line) => (
              <label key={line.key} className={styles.orderLine}>
                <input
                  type="checkbox"
                  checked={chosen.has(line.key)}
                  onChange={(event) => toggle(line.key, event.target.checked)}
                />
                {line.label}
              </label>
            ))}
          </fieldset>
          <AddToListMenu
            lines={() => selection}
            label={`Add ${entryTexts.itemCount(selection.length)} to a list`}
            refuse={() => (selection.length === 0 ? entryTexts.chooseLines : undefined)}
          />
        </details>
      ) : null}
    </div>
  );
}

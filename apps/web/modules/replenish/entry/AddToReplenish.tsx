'use client';

import { quantityProblem } from '@chairside/domain';
import { toast } from '@/modules/toasts/toast';
import { useStaging } from './StagingProvider';
import { stagingTexts } from './texts';
import styles from './replenish-entry.module.css';

interface Props {
  itemNumber: string;
  uom: string;
  /** The product and its unit, as the tray lists it and the button's accessible name says it. */
  name: string;
  /** Read on press: the quantity field beside it may have changed since render. */
  quantity: () => number;
  compact?: boolean;
}

/** Stages one unit of a replenishable product for a REPLENISH plan; hidden where nothing may be staged. */
export function AddToReplenish({ itemNumber, uom, name, quantity, compact = false }: Props) {
  const staging = useStaging();
  if (!staging) return null;

  function add() {
    const wanted = quantity();
    const problem = quantityProblem(wanted, 1);
    if (problem) {
      toast.error(problem);
      return;
    }
    staging!.stage([{ item_number: itemNumber, uom, quantity: wanted, name }], 'add');
    toast.success(stagingTexts.staged(name));
  }

  return (
    <button
      type="button"
      className={`button button-secondary ${compact ? styles.compactAdd : styles.add}`}
      aria-label={stagingTexts.addNamed(name)}
      onClick={add}
      data-testid="add-to-replenish"
      data-item-number={itemNumber}
      data-uom={uom}
    >
      {stagingTexts.addToReplenish}
    </button>
  );
}

'use client';

import { LineChoice } from '@/modules/orders/LineChoice';
import { AddToListMenu, type ListLine } from './AddToListMenu';
import { entryTexts } from './texts';

export interface OrderListLine extends ListLine {
  /** Unique per order line: the same sku may appear once per unit. */
  key: string;
  label: string;
}

/** Order detail's lists entry: all the order's lines into a list, or the ones ticked. */
export function OrderLinesToList({ lines }: { lines: readonly OrderListLine[] }) {
  if (lines.length === 0) return null;
  return (
    <LineChoice
      testId="order-to-list"
      lines={lines}
      keyOf={(line) => line.key}
      labelOf={(line) => line.label}
      all={<AddToListMenu lines={lines} label="Add all items to a list" />}
      summary="Add chosen items to a list"
      legend="Items to add to a list"
      chosen={(selection) => (
        <AddToListMenu
          lines={() => selection}
          label={`Add ${entryTexts.itemCount(selection.length)} to a list`}
          refuse={() => (selection.length === 0 ? entryTexts.chooseLines : undefined)}
        />
      )}
    />
  );
}

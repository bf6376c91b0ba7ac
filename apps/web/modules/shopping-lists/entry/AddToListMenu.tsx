'use client';

import { useTransition } from 'react';
import { addToListAction } from '@/modules/shopping-lists/actions';
import { ListPicker, type ListChoice } from './ListPicker';
import { reportListAdd } from './list-report';
import { entryTexts } from './texts';

export interface ListLine {
  sku: string;
  quantity: number;
}

interface Props {
  /** The lines to add, read when a list is chosen (a quantity field may have changed since render). */
  lines: readonly ListLine[] | (() => readonly ListLine[]);
  /** The accessible name, e.g. "Add Nitrile gloves, Box of 100 to a list". */
  name?: string;
  label?: string;
  align?: 'start' | 'end';
  /** When the lines cannot be added as they are (none chosen, a bad quantity): says why instead. */
  refuse?: () => string | undefined;
  /** An icon-sized button (a product card). */
  compact?: boolean;
}

/** "Add to list": the menu of the customer's lists; the chosen list (or a new one) gets the lines in one call. */
export function AddToListMenu({ lines, name, label = entryTexts.addToList, align, refuse, compact }: Props) {
  const [pending, startTransition] = useTransition();

  function add(choice: ListChoice) {
    startTransition(async () => {
      const chosen = typeof lines === 'function' ? lines() : lines;
      const target = 'listId' in choice ? { listId: choice.listId } : { newListName: choice.newListName };
      // Only sku and quantity: callers' lines may carry more (an order line's label), which the action refuses.
      const picked = chosen.map(({ sku, quantity }) => ({ sku, quantity }));
      reportListAdd(await addToListAction({ ...target, lines: picked }).catch(() => undefined));
    });
  }

  return (
    <ListPicker
      label={label}
      name={name}
      align={align}
      busy={pending}
      onChoose={add}
      refuse={refuse}
      compact={compact}
    />
  );
}

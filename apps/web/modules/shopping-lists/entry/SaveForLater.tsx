'use client';

import { useTransition } from 'react';
import { toast } from '@/modules/toasts/toast';
import { saveForLaterAction } from './actions';
import { ListPicker, type ListChoice } from './ListPicker';
import { entryTexts } from './texts';

interface Props {
  lineItemId: string;
  sku: string;
  quantity: number;
  /** The line's product name, for the button's accessible name and the toasts. */
  name: string;
}

/** "Save for later" on a cart line: moves it to a list the customer picks (the page then renders without it). */
export function SaveForLater({ lineItemId, sku, quantity, name }: Props) {
  const [pending, startTransition] = useTransition();

  function save(choice: ListChoice) {
    const target = 'listId' in choice ? { listId: choice.listId } : { newListName: choice.newListName };
    const listName = 'listId' in choice ? choice.name : choice.newListName;
    startTransition(async () => {
      const result = await saveForLaterAction({ lineItemId, sku, quantity, name, target }).catch(() => undefined);
      if (result?.ok) toast.success(entryTexts.savedForLater(name, listName));
      else toast.error(result?.message || entryTexts.listFailed);
    });
  }

  return (
    <ListPicker
      label={entryTexts.saveForLater}
      name={`${entryTexts.saveForLater}: ${name}`}
      busy={pending}
      onChoose={save}
      align="end"
    />
  );
}

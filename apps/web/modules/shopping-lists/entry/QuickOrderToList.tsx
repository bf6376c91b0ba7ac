'use client';

import { useTransition } from 'react';
import { toast } from '@/modules/toasts/toast';
import { quickOrderToListAction } from './actions';
import { ListPicker, type ListChoice } from './ListPicker';
import { entryTexts } from './texts';

/** Quick order's "Add to list": the lines typed so far go into a list instead of the cart. */
export function QuickOrderToList({ text }: { text: string }) {
  const [pending, startTransition] = useTransition();

  function add(choice: ListChoice) {
    const target = 'listId' in choice ? { listId: choice.listId } : { newListName: choice.newListName };
    startTransition(async () => {
      const result = await quickOrderToListAction({ text, target }).catch(() => undefined);
      if (!result) toast.error(entryTexts.listFailed);
      else if (result.ok) toast.success(result.message);
      else toast.error(result.message || entryTexts.listFailed);
      if (result && result.problems.length > 0)
        toast.warning(
          `Not added: ${result.problems.map((problem) => (problem.line > 0 ? `line ${problem.line}: ${problem.message}` : problem.message)).join('; ')}`,
        );
    });
  }

  return (
    <ListPicker
      label={entryTexts.addToList}
      name="Add the entered items to a list"
      busy={pending}
      onChoose={add}
      refuse={() => (text.trim() ? undefined : entryTexts.enterLines)}
    />
  );
}

'use client';

import { shoppingListNameMaxLength } from '@chairside/contracts';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { toast } from '@/modules/toasts/toast';
import { createListAction } from './actions';
import { listPath } from './paths';
import { listNameSchema } from './validation';
import accountStyles from '@/modules/account/account.module.css';
import styles from './lists.module.css';

/** "New list": the name is checked as typed is submitted (1–255 characters), then the new list opens. */
export function CreateListForm() {
  const fieldId = useId();
  const [error, setError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const router = useRouter();

  return (
    <form
      className={styles.createForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const name = String(new FormData(event.currentTarget).get('name') ?? '');
        const checked = listNameSchema.safeParse(name);
        if (!checked.success) {
          setError(checked.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        startTransition(async () => {
          const result = await createListAction(checked.data);
          if (!result.ok || !result.listId) {
            setError(result.message);
            return;
          }
          toast.success(result.message);
          router.push(listPath(result.listId));
        });
      }}
    >
      <div className={accountStyles.field}>
        <label htmlFor={fieldId}>New list name</label>
        <input
          id={fieldId}
          name="name"
          maxLength={shoppingListNameMaxLength + 50}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          autoComplete="off"
        />
        {error ? (
          <p id={`${fieldId}-error`} className={accountStyles.fieldError} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={accountStyles.button} disabled={pending} aria-busy={pending}>
        {pending ? 'Creating…' : 'Create list'}
      </button>
    </form>
  );
}

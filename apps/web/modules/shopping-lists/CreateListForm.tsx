'use client';

import { shoppingListNameMaxLength } from '@chairside/contracts';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { toast } from '@/modules/toasts/toast';
import { createListAction } from './actions';
import { listPath } from './paths';
import { listNameError, listNameSchema } from './validation';
import accountStyles from '@/modules/account/account.module.css';
import styles from './lists.module.css';

/** "New list": the name is checked as typed is submitted (1–255 characters), then the new list opens. */
export function CreateListForm() {
  const fieldId = useId();
  const router = useRouter();
  const { formProps, errors, loading } = useSettledForm({
    validate: (data) => ({ name: listNameError(data) }),
    submit: async (data) => {
      const result = await createListAction(listNameSchema.parse(data.get('name') ?? ''));
      if (!result.ok || !result.listId) return { fieldErrors: { name: result.message } };
      toast.success(result.message);
      router.push(listPath(result.listId));
    },
  });
  const error = errors.name;

  return (
    <form className={styles.createForm} {...formProps}>
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
      <SubmitButton className={accountStyles.button} loading={loading} loadingText="Creating…">
        Create list
      </SubmitButton>
    </form>
  );
}

'use client';

import { shoppingListNameMaxLength } from '@chairside/contracts';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { ConfirmedDelete } from '@/modules/account/ConfirmedDelete';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { toastResult } from '@/modules/toasts/toast';
import { deleteListAction, renameListAction, shareListAction, type ListActionResult } from './actions';
import { listsPath } from './paths';
import { listNameError, listNameSchema } from './validation';
import accountStyles from '@/modules/account/account.module.css';
import styles from './lists.module.css';

/**
 * The owner's controls of one list: rename, share with the office or stop, delete after confirmation. Results as
 * toasts; `afterDelete` leaves a list's own page, which no longer exists.
 */
export function ListManageActions({
  list,
  leaveAfterDelete = false,
}: {
  list: { id: string; version: number; name: string; shared: boolean; favorites: boolean };
  leaveAfterDelete?: boolean;
}) {
  const [pending, startTransition] = useTransition();
  const [renaming, setRenaming] = useState(false);
  const router = useRouter();
  const fieldId = useId();
  const ref = { id: list.id, version: list.version };

  const run = (action: () => Promise<ListActionResult>, then?: () => void) =>
    startTransition(async () => toastResult(await action(), then));
  const rename = useSettledForm({
    validate: (data) => ({ name: listNameError(data) }),
    submit: async (data) =>
      toastResult(await renameListAction(ref, listNameSchema.parse(data.get('name') ?? '')), () => setRenaming(false)),
  });
  const nameError = rename.errors.name;

  if (renaming)
    return (
      <form className={styles.renameForm} {...rename.formProps}>
        <label htmlFor={fieldId} className="visually-hidden">
          New name for {list.name}
        </label>
        <input
          id={fieldId}
          name="name"
          defaultValue={list.name}
          maxLength={shoppingListNameMaxLength + 50}
          autoFocus
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${fieldId}-error` : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setRenaming(false);
          }}
        />
        <SubmitButton className={accountStyles.button} loading={rename.loading} loadingText="Saving…">
          Save
        </SubmitButton>
        <button type="button" className={styles.secondary} onClick={() => setRenaming(false)}>
          Cancel
        </button>
        {nameError ? (
          <p id={`${fieldId}-error`} className={accountStyles.fieldError} role="alert">
            {nameError}
          </p>
        ) : null}
      </form>
    );

  return (
    <div className={styles.manage}>
      {list.favorites ? null : (
        <button type="button" className={styles.secondary} disabled={pending} onClick={() => setRenaming(true)}>
          Rename<span className="visually-hidden"> {list.name}</span>
        </button>
      )}
      <button
        type="button"
        className={styles.secondary}
        disabled={pending}
        aria-pressed={list.shared}
        onClick={() => run(() => shareListAction(ref, !list.shared))}
      >
        {list.shared ? 'Stop sharing' : 'Share with office'}
        <span className="visually-hidden"> {list.name}</span>
      </button>
      <ConfirmedDelete
        label={
          <>
            Delete<span className="visually-hidden"> {list.name}</span>
          </>
        }
        className={styles.danger}
        disabled={pending}
        title="Delete list"
        text={`Delete the list ${list.name} and its items? This cannot be undone.`}
        confirmLabel="Delete list"
        onConfirm={() => run(() => deleteListAction(ref), leaveAfterDelete ? () => router.push(listsPath) : undefined)}
      />
    </div>
  );
}

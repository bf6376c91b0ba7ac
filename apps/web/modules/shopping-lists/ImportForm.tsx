'use client';

import { useActionState, useEffect, useId } from 'react';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { dispatchFormAction } from '@/modules/forms/useSettledAction';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { toast } from '@/modules/toasts/toast';
import { importToListAction, type ImportResult } from './line-actions';
import { csvMaxBytes, csvTexts } from './csv-rules';
import accountStyles from '@/modules/account/account.module.css';
import styles from './lists.module.css';

/** Import a CSV file (as exported here) or pasted item numbers; what was not found is listed by line. */
export function ImportForm({ list }: { list: { id: string; version: number } }) {
  const [state, action, pending] = useActionState<ImportResult | undefined, FormData>(importToListAction, undefined);
  const id = useId();
  // Checked here too: a file over the limit would not even reach the server (its request size limit).
  const { formProps, errors, loading } = useSettledForm({
    pending,
    validate: (data) => {
      const file = data.get('file');
      return { file: file instanceof File && file.size > csvMaxBytes ? csvTexts.tooLarge : undefined };
    },
    submit: (data, form) => dispatchFormAction(action, data, form),
  });
  const fileError = errors.file;

  useEffect(() => {
    if (!state) return;
    if (state.ok) toast.success(state.message);
    else toast.error(state.message);
  }, [state]);

  return (
    <form action={action} {...formProps} className={styles.importForm}>
      <input type="hidden" name="listId" value={list.id} />
      <input type="hidden" name="version" value={list.version} />
      <div className={accountStyles.field}>
        <label htmlFor={`${id}-file`}>CSV file</label>
        <input
          id={`${id}-file`}
          type="file"
          name="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-help`}
          aria-invalid={fileError ? true : undefined}
        />
        <p id={`${id}-help`} className={styles.meta}>
          Columns item_number and quantity (as exported), at most 1 MB, UTF-8.
        </p>
      </div>
      <div className={accountStyles.field}>
        <label htmlFor={`${id}-codes`}>Or paste item numbers</label>
        <textarea
          id={`${id}-codes`}
          name="codes"
          rows={4}
          placeholder={'One a line, with an optional quantity:\n1004821, 2'}
        />
      </div>
      <SubmitButton className={accountStyles.button} loading={loading} loadingText="Importing…">
        Import
      </SubmitButton>
      {fileError ? (
        <p role="alert" className={accountStyles.fieldError}>
          {fileError}
        </p>
      ) : null}
      {state && (!state.ok || state.problems.length > 0) ? (
        <div role="alert" className={styles.report} data-testid="import-report">
          <p>{state.ok ? 'Some lines were not imported:' : state.message}</p>
          {state.problems.length > 0 ? (
            <ul>
              {state.problems.map((problem) => (
                <li key={`${problem.line}-${problem.code}`}>
                  Line {problem.line}
                  {problem.code ? ` (${problem.code})` : ''}: {problem.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

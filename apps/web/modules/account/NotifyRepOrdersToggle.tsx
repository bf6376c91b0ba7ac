'use client';

import { useRef } from 'react';
import { setNotifyRepOrdersAction } from '@/modules/account/actions';
import { useSettledAction } from '@/modules/forms/useSettledAction';
import { salesRepTexts } from '@/modules/sales-rep/texts';
import { FormMessage } from './FormField';
import styles from './account.module.css';

/** The office's setting, saved as soon as it is ticked or cleared (the message says which it now is). */
export function NotifyRepOrdersToggle({ officeId, notify }: { officeId: string; notify: boolean }) {
  // Repeatable: each tick or clear is saved, in order, however quickly they follow each other.
  const { state, formAction, formProps } = useSettledAction(setNotifyRepOrdersAction, {}, { repeatable: true });
  const form = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={form}
      action={formAction}
      {...formProps}
      className={styles.toggle}
      aria-label="Sales representative orders"
    >
      <input type="hidden" name="officeId" value={officeId} />
      <label>
        <input type="checkbox" name="notify" defaultChecked={notify} onChange={() => form.current?.requestSubmit()} />{' '}
        {salesRepTexts.repOrderMailLabel}
      </label>
      <FormMessage error={state.error} success={state.success} />
    </form>
  );
}

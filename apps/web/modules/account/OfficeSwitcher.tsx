'use client';

import { switchOfficeAction, type AddressState } from '@/modules/account/actions';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledAction } from '@/modules/forms/useSettledAction';
import { FormMessage } from './FormField';
import styles from './account.module.css';

export function OfficeSwitcher({ offices }: { offices: { id: string; name: string; isActive: boolean }[] }) {
  const { state, formAction, formProps, loading } = useSettledAction<AddressState>(switchOfficeAction, {});
  const active = offices.find((office) => office.isActive);
  return (
    <form action={formAction} {...formProps} className={styles.form}>
      <FormMessage error={state.error} success={state.success} />
      <div className={styles.field}>
        <label htmlFor="field-businessUnitId">Active office</label>
        <select id="field-businessUnitId" name="businessUnitId" defaultValue={active?.id}>
          {offices.map((office) => (
            <option key={office.id} value={office.id}>
              {office.name}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton className={styles.button} loading={loading} loadingText="Switching…" disabled={offices.length < 2}>
        Switch office
      </SubmitButton>
    </form>
  );
}

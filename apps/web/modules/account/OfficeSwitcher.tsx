'use client';

import { useActionState } from 'react';
import { switchOfficeAction, type AddressState } from '@/modules/account/actions';
import { FormMessage } from './FormField';
import styles from './account.module.css';

export function OfficeSwitcher({ offices }: { offices: { id: string; name: string; isActive: boolean }[] }) {
  const [state, action, pending] = useActionState<AddressState, FormData>(switchOfficeAction, {});
  const active = offices.find((office) => office.isActive);
  return (
    <form action={action} className={styles.form}>
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
      <button type="submit" className={styles.button} disabled={pending || offices.length < 2}>
        Switch office
      </button>
    </form>
  );
}

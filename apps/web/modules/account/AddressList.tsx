'use client';

import { useActionState } from 'react';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { dispatchFormAction } from '@/modules/forms/useSettledAction';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { setDefaultAddressAction, type AddressState } from '@/modules/account/actions';
import { AttentionDialog } from '@/modules/layout/AttentionDialog';
import { FormMessage } from './FormField';
import styles from './account.module.css';

export interface AddressCard {
  id: string;
  lines: string[];
  deaApproved: boolean;
  isDefault: boolean;
}

/** The active office's addresses, DEA Approved labels, and the choose-default buttons (spec §4). */
export function AddressList({ addresses, deaLabel }: { addresses: AddressCard[]; deaLabel: string }) {
  const [state, action, pending] = useActionState<AddressState, FormData>(setDefaultAddressAction, {});
  return (
    <>
      <FormMessage error={state.error} success={state.success} />
      <ul className={styles.cards} aria-label="Shipping addresses">
        {addresses.map((address) => (
          <li key={address.id} className={styles.card} data-testid="address-card">
            <address>
              {address.lines.map((line, index) => (
                <span key={index}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
            {address.deaApproved ? <span className={styles.badge}>{deaLabel}</span> : null}
            {address.isDefault ? (
              <p className={styles.default}>Default shipping address</p>
            ) : (
              <MakeDefaultForm addressId={address.id} action={action} busy={pending} />
            )}
          </li>
        ))}
      </ul>
      {state.attention ? <AttentionDialog key={state.attention} /> : null}
    </>
  );
}

/** One address's "Make default": says it is saving while its choice is sent; all wait while one is. */
function MakeDefaultForm({
  addressId,
  action,
  busy,
}: {
  addressId: string;
  action: (data: FormData) => void;
  busy: boolean;
}) {
  const { formProps, loading } = useSettledForm({
    submit: (data, form) => dispatchFormAction(action, data, form, true),
  });
  return (
    <form action={action} {...formProps}>
      <input type="hidden" name="addressId" value={addressId} />
      <SubmitButton className={styles.button} loading={loading} loadingText="Saving…" disabled={busy}>
        Make default
      </SubmitButton>
    </form>
  );
}

'use client';

import { useActionState } from 'react';
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
              <form action={action}>
                <input type="hidden" name="addressId" value={address.id} />
                <button type="submit" className={styles.button} disabled={pending}>
                  Make default
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      {state.attention ? <AttentionDialog key={state.attention} /> : null}
    </>
  );
}

'use client';

import { messages } from '@chairside/domain';
import { useActionState, useEffect, useRef } from 'react';
import { setDefaultAddressAction, type AddressState } from '../../app/(default)/customer/account/actions';
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

/** The spec §8 popup for an address not eligible for online ordering. */
function AttentionDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="attention-title">
      <h2 id="attention-title">{messages.addressNotEligibleTitle}</h2>
      <p>{messages.addressNotEligible}</p>
      <form method="dialog">
        <button type="submit" className={styles.button}>
          OK
        </button>
      </form>
    </dialog>
  );
}

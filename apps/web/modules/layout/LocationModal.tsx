'use client';

import { messages, support } from '@chairside/domain';
import Link from 'next/link';
import { useActionState, useEffect, useId, useRef } from 'react';
import { setDefaultAddressAction, type AddressState } from '@/modules/account/actions';
import { requiredError } from '@/modules/account/validation';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { dispatchFormAction } from '@/modules/forms/useSettledAction';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { AttentionDialog } from './AttentionDialog';
import type { LocationOption } from './location-options';
import { layoutTexts } from './texts';
import styles from './LocationModal.module.css';

interface Props {
  options: LocationOption[];
  currentId: string | undefined;
}

/**
 * The header's location modal (spec §2, §4): stock and prices follow the default shipping address;
 * the modal lists the active office's shipping addresses with the default pre-selected and changes
 * it through the account's setDefaultShippingAddress action. An address not eligible for online
 * ordering answers with the Attention popup. Native <dialog>: modal focus, Esc and top layer.
 */
export function LocationModal({ options, currentId }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [state, action, pending] = useActionState<AddressState, FormData>(setDefaultAddressAction, {});
  const current = options.find((option) => option.id === currentId);
  const { formProps, errors, loading } = useSettledForm({
    pending,
    validate: (data) => ({ addressId: requiredError(String(data.get('addressId') ?? ''), 'Shipping address') }),
    submit: (data, form) => dispatchFormAction(action, data, form, true),
  });
  const error = errors.addressId ?? state.error;

  // Focus starts on the chosen address (the dialog would pick the first radio otherwise).
  const open = () => {
    dialogRef.current?.showModal();
    dialogRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  };

  // The action has already re-rendered the page for the new address (prices and stock follow it).
  useEffect(() => {
    if (state.success) dialogRef.current?.close();
  }, [state]);

  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        {current ? (
          <p className={styles.current}>
            <span className={styles.label}>{layoutTexts.stockFor}</span>{' '}
            <strong data-testid="current-location">{current.summary}</strong>
          </p>
        ) : (
          <p className={styles.current} role="status">
            {messages.noShippingAddress(support.phone)}
          </p>
        )}
        {options.length > 0 && (
          <button type="button" className={styles.change} aria-haspopup="dialog" onClick={open}>
            {current ? layoutTexts.changeLocation : layoutTexts.chooseLocation}
          </button>
        )}
      </div>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId}>
        <form action={action} {...formProps} key={currentId}>
          <h2 id={titleId} className={styles.title}>
            {layoutTexts.locationTitle}
          </h2>
          <p className={styles.hint}>{layoutTexts.locationHint}</p>
          <fieldset className={styles.options}>
            <legend className="visually-hidden">{layoutTexts.locationTitle}</legend>
            {options.map((option) => (
              <label key={option.id} className={styles.option}>
                <input
                  type="radio"
                  name="addressId"
                  value={option.id}
                  defaultChecked={option.id === currentId}
                  required
                  aria-invalid={errors.addressId ? true : undefined}
                />
                <span>
                  {option.lines.map((line, index) => (
                    <span key={index} className={styles.line}>
                      {line}
                    </span>
                  ))}
                  {option.deaApproved && <span className={styles.badge}>{layoutTexts.deaApproved}</span>}
                </span>
              </label>
            ))}
          </fieldset>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <SubmitButton className="button button-primary" loading={loading} loadingText={layoutTexts.savingLocation}>
              {layoutTexts.saveLocation}
            </SubmitButton>
            <button type="button" className="button button-secondary" onClick={() => dialogRef.current?.close()}>
              Cancel
            </button>
          </div>
          <p className={styles.manage}>
            <Link href="/customer/account/addresses" onClick={() => dialogRef.current?.close()}>
              {layoutTexts.manageAddresses}
            </Link>
          </p>
        </form>
      </dialog>
      {state.attention ? <AttentionDialog key={state.attention} /> : null}
    </div>
  );
}

'use client';

import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/modules/payments/ConfirmDialog';

/** A delete button that asks first (spec §4 confirmation popup) and calls `onConfirm` only once confirmed. */
export function ConfirmedDelete({
  label,
  className,
  disabled,
  title,
  text,
  confirmLabel,
  onConfirm,
}: {
  label: ReactNode;
  className: string | undefined;
  disabled: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" className={className} disabled={disabled} onClick={() => setConfirming(true)}>
        {label}
      </button>
      {confirming ? (
        <ConfirmDialog
          title={title}
          text={text}
          confirmLabel={confirmLabel}
          onClose={(confirmed) => {
            setConfirming(false);
            if (confirmed) onConfirm();
          }}
        />
      ) : null}
    </>
  );
}

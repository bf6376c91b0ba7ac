'use client';

import { cartLimits } from '@chairside/domain';
import { useId, useState, useTransition } from 'react';
import { quantityFieldError } from '@/modules/forms/quantity-field';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { toastRefusal } from '@/modules/forms/toast-refusal';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { toast } from '@/modules/toasts/toast';
import { changeQuantityAction, removeLineAction } from './actions';
import styles from './cart.module.css';

/** Quantity change and remove for one cart line; the page is rendered again with the API's totals. */
export function CartLineControls({
  lineItemId,
  quantity,
  name,
}: {
  lineItemId: string;
  quantity: number;
  name: string;
}) {
  const [value, setValue] = useState(String(quantity));
  const [pending, startTransition] = useTransition();
  const inputId = useId();

  async function run(action: () => Promise<{ ok: true } | { ok: false; message: string }>) {
    const result = await action();
    if (!result.ok) {
      toast.error(result.message);
      setValue(String(quantity));
    }
  }

  const update = useSettledForm({
    validate: (data) => ({ quantity: quantityFieldError(data, 0) }),
    focusInvalid: toastRefusal,
    submit: () => (Number(value) === quantity ? undefined : run(() => changeQuantityAction(lineItemId, Number(value)))),
  });
  const busy = pending || update.loading;

  return (
    <div className={styles.controls} aria-busy={busy}>
      <form {...update.formProps} className={styles.quantityForm}>
        <label htmlFor={inputId} className={styles.quantityLabel}>
          Quantity
        </label>
        <input
          id={inputId}
          name="quantity"
          className={styles.quantity}
          type="number"
          inputMode="numeric"
          min={0}
          max={cartLimits.maxLineQuantity}
          step={1}
          required
          aria-invalid={update.errors.quantity ? true : undefined}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          data-testid="line-quantity"
        />
        <SubmitButton
          className="button button-secondary"
          loading={update.loading}
          loadingText="Updating…"
          disabled={pending}
          aria-label={`Update quantity of ${name}`}
        >
          Update
        </SubmitButton>
      </form>
      <button
        type="button"
        className={styles.remove}
        disabled={busy}
        onClick={() => startTransition(() => run(() => removeLineAction(lineItemId)))}
        aria-label={`Remove ${name} from cart`}
      >
        Remove
      </button>
    </div>
  );
}

'use client';

import { cartLimits } from '@chairside/domain';
import { useId, useState, useTransition } from 'react';
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

  function run(action: () => Promise<{ ok: true } | { ok: false; message: string }>) {
    startTransition(async () => {
      const result = await action();
      if (!result.ok) {
        toast.error(result.message);
        setValue(String(quantity));
      }
    });
  }

  function update(event: React.FormEvent) {
    event.preventDefault();
    if (Number(value) === quantity) return;
    run(() => changeQuantityAction(lineItemId, Number(value)));
  }

  return (
    <div className={styles.controls} aria-busy={pending}>
      <form onSubmit={update} className={styles.quantityForm}>
        <label htmlFor={inputId} className={styles.quantityLabel}>
          Quantity
        </label>
        <input
          id={inputId}
          className={styles.quantity}
          type="number"
          inputMode="numeric"
          min={0}
          max={cartLimits.maxLineQuantity}
          step={1}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          data-testid="line-quantity"
        />
        <button
          type="submit"
          className="button button-secondary"
          disabled={pending}
          aria-label={`Update quantity of ${name}`}
        >
          Update
        </button>
      </form>
      <button
        type="button"
        className={styles.remove}
        disabled={pending}
        onClick={() => run(() => removeLineAction(lineItemId))}
        aria-label={`Remove ${name} from cart`}
      >
        Remove
      </button>
    </div>
  );
}

'use client';

import { useActionState } from 'react';
import { applyDiscountCodeAction } from './actions';
import styles from './cart.module.css';

/** The discount code field; the API decides whether a code applies and words the refusal. */
export function DiscountCodeForm() {
  const [result, apply, pending] = useActionState(applyDiscountCodeAction, undefined);
  return (
    <form action={apply} className={styles.discount}>
      <label htmlFor="discount-code">Discount code</label>
      <div className={styles.discountRow}>
        <input
          id="discount-code"
          name="code"
          type="text"
          autoComplete="off"
          maxLength={256}
          aria-describedby="discount-code-message"
        />
        <button type="submit" className="button button-secondary" disabled={pending}>
          {pending ? 'Applying…' : 'Apply'}
        </button>
      </div>
      <p
        id="discount-code-message"
        role="status"
        className={result && !result.ok ? styles.error : styles.muted}
        data-testid="discount-message"
      >
        {result?.message ?? ''}
      </p>
    </form>
  );
}

'use client';

import { useActionState } from 'react';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { dispatchFormAction } from '@/modules/forms/useSettledAction';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { applyDiscountCodeAction } from './actions';
import styles from './cart.module.css';

/** The discount code field; the API decides whether a code applies and words the refusal. */
export function DiscountCodeForm() {
  const [result, apply, pending] = useActionState(applyDiscountCodeAction, undefined);
  const { formProps, loading } = useSettledForm({
    pending,
    submit: (data, form) => dispatchFormAction(apply, data, form),
  });
  return (
    <form action={apply} {...formProps} className={styles.discount}>
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
        <SubmitButton className="button button-secondary" loading={loading} loadingText="Applying…">
          Apply
        </SubmitButton>
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

'use client';

import type { CartDisplay } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import { useTransition } from 'react';
import { toast } from '@/modules/toasts/toast';
import { removeDiscountCodeAction } from './actions';
import styles from './cart.module.css';

/** The cart's discount codes: what each takes off, or why it does not apply yet, with a remove button. */
export function AppliedDiscountCodes({ codes }: { codes: CartDisplay['discountCodes'] }) {
  const [pending, startTransition] = useTransition();
  if (codes.length === 0) return null;

  function remove(id: string) {
    startTransition(async () => {
      const result = await removeDiscountCodeAction(id);
      if (!result.ok) toast.error(result.message);
    });
  }

  return (
    <ul className={styles.codes} aria-label="Discount codes" aria-busy={pending} data-testid="discount-codes">
      {codes.map((code) => (
        <li key={code.id} className={styles.code} data-testid="discount-code" data-state={code.state}>
          <span>
            <strong>{code.code}</strong>{' '}
            {code.state === 'MatchesCart' ? (
              <span>−{formatMoney(code.amount)}</span>
            ) : (
              <span className={styles.muted}>{code.message}</span>
            )}
          </span>
          <button
            type="button"
            className={styles.remove}
            disabled={pending}
            onClick={() => remove(code.id)}
            aria-label={`Remove discount code ${code.code}`}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}

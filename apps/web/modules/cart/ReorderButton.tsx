'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { analytics } from '../analytics/analytics';
import { toast } from '../toasts/toast';
import { reorderAction, type QuickOrderResult } from './actions';
import styles from './cart.module.css';

export interface ReorderLine {
  sku: string;
  uom: string;
  quantity: number;
  name: string;
}

/** Puts all lines of an order back into the cart in one update; lines no longer sold are listed. */
export function ReorderButton({ lines }: { lines: ReorderLine[] }) {
  const [result, setResult] = useState<QuickOrderResult>();
  const [pending, startTransition] = useTransition();

  function reorder() {
    startTransition(async () => {
      const answer = await reorderAction(lines);
      setResult(answer);
      if (answer.failure) toast.error(answer.failure);
      if (answer.added > 0) {
        toast.success(`${answer.added} ${answer.added === 1 ? 'item' : 'items'} successfully added to your cart!`);
        analytics.track('Product Added to Cart', { products: answer.lines });
      }
    });
  }

  if (lines.length === 0) return null;
  return (
    <div className={styles.reorder} data-testid="reorder">
      <button type="button" className="button button-primary" onClick={reorder} disabled={pending}>
        {pending ? 'Adding to cart…' : 'Reorder all items'}
      </button>
      {result && result.added > 0 ? (
        <p role="status">
          {result.added} of {lines.length} lines added. <Link href="/checkout/cart">View cart</Link>
        </p>
      ) : null}
      {result && result.problems.length > 0 ? (
        <div className={styles.problems} role="alert">
          <p>Not added:</p>
          <ul>
            {result.problems.map((problem) => (
              <li key={problem.code}>{problem.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

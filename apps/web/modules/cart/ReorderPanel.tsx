'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { analytics } from '@/modules/analytics/analytics';
import { useLineChoice } from '@/modules/orders/LineChoice';
import { toast } from '@/modules/toasts/toast';
import { reorderAction, type QuickOrderResult } from './actions';
import styles from './cart.module.css';

export interface ReorderLine {
  sku: string;
  uom: string;
  quantity: number;
  name: string;
}

const lineKey = (line: ReorderLine) => `${line.sku}|${line.uom}`;

/**
 * Puts an order's lines back into the cart in one update: all of them, or the ones the customer
 * ticks. Lines no longer sold are listed instead of failing the rest.
 */
export function ReorderPanel({ lines }: { lines: ReorderLine[] }) {
  const [result, setResult] = useState<QuickOrderResult & { requested: number }>();
  const { chosen, selection, toggle } = useLineChoice(lines, lineKey);
  const [pending, startTransition] = useTransition();

  function reorder(selection: ReorderLine[]) {
    if (selection.length === 0) {
      toast.error('Choose at least one item to reorder.');
      return;
    }
    startTransition(async () => {
      const answer = await reorderAction(selection);
      setResult({ ...answer, requested: selection.length });
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
      <button type="button" className="button button-primary" onClick={() => reorder(lines)} disabled={pending}>
        {pending ? 'Adding to cart…' : 'Reorder all items'}
      </button>
      {lines.length > 1 ? (
        <details className={styles.reorderChoice}>
          <summary>Reorder chosen items</summary>
          <fieldset>
            <legend>Items to add to your cart</legend>
            {lines.map((line) => (
              <label key={lineKey(line)} className={styles.reorderLine}>
                <input
                  type="checkbox"
                  checked={chosen.has(lineKey(line))}
                  onChange={(event) => toggle(lineKey(line), event.target.checked)}
                />
                {line.name} · {line.uom} × {line.quantity}
              </label>
            ))}
          </fieldset>
          <button type="button" className="button" onClick={() => reorder(selection)} disabled={pending}>
            Add {selection.length} chosen {selection.length === 1 ? 'item' : 'items'} to cart
          </button>
        </details>
      ) : null}
      {result && result.added > 0 ? (
        <p role="status">
          {result.added} of {result.requested} lines added. <Link href="/checkout/cart">View cart</Link>
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

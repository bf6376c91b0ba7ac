'use client';

import { messages } from '@chairside/domain';
import { useState } from 'react';
import { analytics } from '@/modules/analytics/analytics';
import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { QuickOrderToList } from '@/modules/shopping-lists/entry/QuickOrderToList';
import { toast } from '@/modules/toasts/toast';
import { quickOrderAction, type QuickOrderResult } from './actions';
import styles from './cart.module.css';

/**
 * Paste or type "item number, quantity" lines; valid lines go into the cart in one update, or, signed
 * in (`lists`), into a shopping list.
 */
export function QuickOrderForm({ lists = false }: { lists?: boolean }) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<QuickOrderResult>();
  const { formProps, loading } = useSettledForm({
    submit: async () => {
      const answer = await quickOrderAction(text);
      setResult(answer);
      if (answer.failure) toast.error(answer.failure);
      if (answer.added > 0) {
        toast.success(
          answer.added === 1 ? messages.addSuccess('1 item') : messages.addSuccess(`${answer.added} items`),
        );
        analytics.track('Product Added to Cart', { products: answer.lines });
        // Keep only the lines that still need fixing.
        const failed = new Set(answer.problems.map((problem) => problem.line));
        setText(
          text
            .split(/\r?\n/)
            .filter((_line, index) => failed.has(index + 1))
            .join('\n'),
        );
      }
    },
  });

  return (
    <form className={styles.quickForm} {...formProps}>
      <label htmlFor="quick-order-lines">Item numbers and quantities</label>
      <p id="quick-order-help" className={styles.muted}>
        One item per line: the item number, then the quantity (for example <code>HS-1001, 2</code>). You can paste many
        lines from a spreadsheet.
      </p>
      <textarea
        id="quick-order-lines"
        name="lines"
        aria-describedby="quick-order-help"
        value={text}
        onChange={(event) => setText(event.target.value)}
        spellCheck={false}
      />
      {result && result.problems.length > 0 ? (
        <div className={styles.problems} role="alert" data-testid="quick-order-problems">
          <p>
            {result.added > 0
              ? `${result.added} ${result.added === 1 ? 'line was' : 'lines were'} added. These lines need attention:`
              : 'These lines need attention:'}
          </p>
          <ul>
            {result.problems.map((problem) => (
              <li key={`${problem.line}-${problem.code}`} data-testid="quick-order-problem">
                {problem.line > 0 ? `Line ${problem.line}${problem.code ? ` (${problem.code})` : ''}: ` : ''}
                {problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result && result.added > 0 && result.problems.length === 0 ? (
        <p role="status" data-testid="quick-order-added">
          {result.added} {result.added === 1 ? 'line was' : 'lines were'} added to your cart.
        </p>
      ) : null}
      <div className={styles.quickActions}>
        <SubmitButton className="button button-primary" loading={loading} loadingText="Adding…">
          Add to cart
        </SubmitButton>
        {lists ? <QuickOrderToList text={text} /> : null}
      </div>
    </form>
  );
}

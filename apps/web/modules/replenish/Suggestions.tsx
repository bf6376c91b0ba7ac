import type { PlanSuggestion } from '@chairside/contracts';
import { SuggestionButton } from './SuggestionButton';
import { formatPlanDate, suggestedFirstDate } from './plan-view';
import { planTexts } from './texts';
import styles from './replenish.module.css';

/** Items the office buys at a steady interval, each offered as a plan with that interval and typical quantity. */
export function Suggestions({ suggestions, today }: { suggestions: readonly PlanSuggestion[]; today: string }) {
  if (suggestions.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="suggestions">
      <h2 id="suggestions">Suggested for you</h2>
      <p className={styles.muted}>From your office’s orders: items you buy at a steady pace.</p>
      <ul className={styles.suggestions}>
        {suggestions.map((suggestion) => {
          const first = suggestedFirstDate(suggestion.last_ordered_at, suggestion.interval_days, today);
          return (
            <li key={`${suggestion.item_number}:${suggestion.uom}`} className={styles.suggestion}>
              <div>
                <p>{suggestion.text}</p>
                <p className={styles.muted}>
                  {planTexts.everyDays(suggestion.interval_days)} · quantity {suggestion.typical_quantity} · first order{' '}
                  {formatPlanDate(first)}
                </p>
              </div>
              <SuggestionButton
                suggestion={{
                  item_number: suggestion.item_number,
                  uom: suggestion.uom,
                  quantity: suggestion.typical_quantity,
                  plan_days: suggestion.interval_days,
                  next_order_date: first,
                  name: suggestion.name,
                }}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

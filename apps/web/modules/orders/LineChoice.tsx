'use client';

import { useState, type ReactNode } from 'react';
import styles from './line-choice.module.css';

/** The lines of an order (or cart) the customer has ticked, all at first: the keys, the lines in order, a toggle. */
export function useLineChoice<Line>(lines: readonly Line[], keyOf: (line: Line) => string) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(lines.map(keyOf)));
  function toggle(key: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }
  return { chosen, selection: lines.filter((line) => chosen.has(keyOf(line))), toggle };
}

/**
 * An order's lines into something (a list, a REPLENISH plan): `all` acts on every line; with more than one line (and
 * `choosable`), a disclosure lists them as checkboxes and `chosen` renders what acts on the ticked ones.
 */
export function LineChoice<Line>({
  lines,
  keyOf,
  labelOf,
  all,
  summary,
  legend,
  chosen,
  choosable = true,
  testId,
}: {
  lines: readonly Line[];
  keyOf: (line: Line) => string;
  labelOf: (line: Line) => ReactNode;
  all: ReactNode;
  summary: ReactNode;
  legend: ReactNode;
  chosen: (selection: readonly Line[]) => ReactNode;
  choosable?: boolean;
  testId?: string;
}) {
  const choice = useLineChoice(lines, keyOf);
  return (
    <div className={styles.entry} data-testid={testId}>
      {all}
      {choosable && lines.length > 1 ? (
        <details className={styles.choice}>
          <summary>{summary}</summary>
          <fieldset>
            <legend>{legend}</legend>
            {lines.map((line) => {
              const key = keyOf(line);
              return (
                <label key={key} className={styles.line}>
                  <input
                    type="checkbox"
                    checked={choice.chosen.has(key)}
                    onChange={(event) => choice.toggle(key, event.target.checked)}
                  />
                  {labelOf(line)}
                </label>
              );
            })}
          </fieldset>
          {chosen(choice.selection)}
        </details>
      ) : null}
    </div>
  );
}

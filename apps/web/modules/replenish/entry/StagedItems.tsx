'use client';

import { cartLimits } from '@chairside/domain';
import { useState } from 'react';
import type { StagedItem } from './staging';
import type { Staging } from './StagingProvider';
import { stagingTexts } from './texts';
import styles from './replenish-entry.module.css';

/** The staged items with their quantities and a remove button each. */
export function StagedItems({ staging }: { staging: Staging }) {
  if (staging.items.length === 0) return <p className={styles.muted}>{stagingTexts.empty}</p>;
  return (
    <ul className={styles.items} aria-label={stagingTexts.trayTitle}>
      {staging.items.map((item) => (
        <li key={`${item.item_number}|${item.uom}`} className={styles.item} data-testid="staged-item">
          <div className={styles.itemName}>
            <span>{item.name || item.item_number}</span>
            <span className={styles.muted}>
              Item # {item.item_number} · Unit {item.uom}
            </span>
          </div>
          <QuantityField item={item} staging={staging} />
          <button
            type="button"
            className={`button ${styles.remove}`}
            aria-label={stagingTexts.removeNamed(item.name || item.item_number)}
            onClick={(event) => {
              focusAfterRemoval(event.currentTarget);
              staging.remove(item);
            }}
          >
            {stagingTexts.remove}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The removed row's button goes away with it: focus moves to the next row's (or the previous one's, or the dialog's first control). */
function focusAfterRemoval(button: HTMLElement) {
  const row = button.closest('li');
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  const target = neighbour?.querySelector<HTMLElement>('button') ?? button.closest('dialog')?.querySelector('button');
  target?.focus();
}

/** Keeps what is typed (an empty field while retyping) and stages each whole quantity from 1 up. */
function QuantityField({ item, staging }: { item: StagedItem; staging: Staging }) {
  const [text, setText] = useState(String(item.quantity));
  const [staged, setStaged] = useState(item.quantity);
  // Staged from elsewhere (another tab, the same product once more): the new quantity shows.
  if (staged !== item.quantity) {
    setStaged(item.quantity);
    setText(String(item.quantity));
  }
  return (
    <input
      type="number"
      inputMode="numeric"
      className={styles.quantity}
      min={1}
      max={cartLimits.maxLineQuantity}
      step={1}
      aria-label={stagingTexts.quantityOf(item.name || item.item_number)}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const quantity = Number(event.target.value);
        if (event.target.value && Number.isInteger(quantity) && quantity >= 1) {
          setStaged(Math.min(quantity, cartLimits.maxLineQuantity));
          staging.setQuantity(item, quantity);
        }
      }}
      onBlur={() => setText(String(item.quantity))}
    />
  );
}

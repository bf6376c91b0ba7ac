'use client';

import type { ReactNode, Ref } from 'react';
import { newCardChoice, type SavedCardOption } from './card-choice';
import { HostedCardFields, type CardFieldsHandle } from './HostedCardFields';
import styles from './choices.module.css';

/**
 * Which card pays: one of the saved cards (radio `cardUuid`) or a new one typed into the gateway's hosted fields,
 * which `fieldsRef` tokenizes on submit. `children` go under the new card's fields (checkout's "Save this card").
 */
export function CardChoice({
  savedCards,
  value,
  onChange,
  fieldsOrigin,
  fieldsRef,
  error,
  children,
}: {
  savedCards: readonly SavedCardOption[];
  value: string;
  onChange: (uuid: string) => void;
  fieldsOrigin: string;
  fieldsRef: Ref<CardFieldsHandle>;
  /** A message about the card (a decline, missing card details). */
  error?: string | undefined;
  children?: ReactNode;
}) {
  const message = error ? (
    <p id="card-error" className={styles.fieldError}>
      {error}
    </p>
  ) : null;
  return (
    <fieldset className={styles.group}>
      <legend>Card</legend>
      <div className={styles.choices}>
        {savedCards.map((card) => (
          <label key={card.uuid} className={styles.choice} data-testid="saved-card-choice">
            <input
              type="radio"
              name="cardUuid"
              value={card.uuid}
              checked={value === card.uuid}
              onChange={() => onChange(card.uuid)}
            />
            <span>
              {card.label} <span className={styles.muted}>expires {card.expires}</span>
            </span>
          </label>
        ))}
        <label className={styles.choice}>
          <input
            type="radio"
            name="cardUuid"
            value={newCardChoice}
            checked={value === newCardChoice}
            onChange={() => onChange(newCardChoice)}
          />
          <span>A new card</span>
        </label>
      </div>
      {value === newCardChoice ? (
        <div className={styles.newCard}>
          <HostedCardFields
            ref={fieldsRef}
            fieldsOrigin={fieldsOrigin}
            describedBy={error ? 'card-error' : undefined}
          />
          {message}
          {children}
        </div>
      ) : (
        message
      )}
    </fieldset>
  );
}

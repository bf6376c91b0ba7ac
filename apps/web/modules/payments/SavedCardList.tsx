'use client';

import type { SavedCard } from '@chairside/contracts';
import { useState, useTransition } from 'react';
import { deleteCardAction, makeCardPrimaryAction, type CardActionResult } from '@/modules/payments/actions';
import { toast } from '@/modules/toasts/toast';
import { brandLabels, expiryLabel } from './brand-labels';
import { ConfirmDialog } from './ConfirmDialog';
import accountStyles from '@/modules/account/account.module.css';
import styles from './payments.module.css';

const cardName = (card: SavedCard) => `${brandLabels[card.brand]} ending in ${card.last4}`;

/**
 * The saved cards with their primary badge, "Make primary" and "Delete" (after confirmation); results as toasts.
 * `readOnly` (a sales representative acting for the customer) lists them without the controls.
 */
export function SavedCardList({ cards, readOnly = false }: { cards: SavedCard[]; readOnly?: boolean }) {
  const [pending, startTransition] = useTransition();
  const [confirming, setConfirming] = useState<SavedCard | undefined>();

  const run = (action: () => Promise<CardActionResult>) =>
    startTransition(async () => {
      const result = await action();
      if (result.ok) toast.success(result.message);
      else toast.error(result.message);
    });

  return (
    <>
      <ul className={accountStyles.cards} aria-label="Saved cards">
        {cards.map((card) => (
          <li key={card.uuid} className={accountStyles.card} data-testid="saved-card">
            <p className={styles.cardLine}>
              <span className={styles.brandName}>{brandLabels[card.brand]}</span>{' '}
              <span className={styles.number} aria-hidden="true">
                •••• {card.last4}
              </span>
              <span className={styles.visuallyHidden}>ending in {card.last4}</span>
            </p>
            <p className={styles.expiry}>Expires {expiryLabel(card.expiryMonth, card.expiryYear)}</p>
            {card.isPrimary ? <span className={`${accountStyles.badge} ${styles.primaryBadge}`}>Primary</span> : null}
            {readOnly ? null : (
              <div className={styles.actions}>
                {card.isPrimary ? null : (
                  <button
                    type="button"
                    className={accountStyles.button}
                    disabled={pending}
                    onClick={() => run(() => makeCardPrimaryAction(card.uuid))}
                  >
                    Make primary
                  </button>
                )}
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={pending}
                  onClick={() => setConfirming(card)}
                  aria-label={`Delete ${cardName(card)}`}
                >
                  Delete
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {confirming ? (
        <ConfirmDialog
          key={confirming.uuid}
          title="Delete card"
          text={`Delete the ${cardName(confirming)}? You can add it again at any time.`}
          confirmLabel="Delete"
          onClose={(confirmed) => {
            setConfirming(undefined);
            if (confirmed) run(() => deleteCardAction(confirming.uuid));
          }}
        />
      ) : null}
    </>
  );
}

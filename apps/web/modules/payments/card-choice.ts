import type { SavedCard } from '@chairside/contracts';
import { brandLabels, expiryLabel } from './brand-labels';

/** The value of the card choice that means "a card typed into the form now". */
export const newCardChoice = 'new';

export interface SavedCardOption {
  uuid: string;
  label: string;
  expires: string;
}

/** The saved cards as a payment form offers them, in the API's order (the primary first). */
export const savedCardOptions = (cards: readonly SavedCard[]): SavedCardOption[] =>
  cards.map((card) => ({
    uuid: card.uuid,
    label: `${brandLabels[card.brand]} ending in ${card.last4}`,
    expires: expiryLabel(card.expiryMonth, card.expiryYear),
  }));

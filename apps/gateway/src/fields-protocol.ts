import { cardFieldsPath, type CardSummary } from '@chairside/contracts';
import type { CardEntryErrors } from '@chairside/domain';

/** Where the card fields live on the gateway's origin: the page, its bundled script and styles, and its one call. */
export const fieldsPaths = {
  page: cardFieldsPath,
  script: `${cardFieldsPath}/card-fields.js`,
  styles: `${cardFieldsPath}/card-fields.css`,
  tokens: `${cardFieldsPath}/tokens`,
} as const;

/** POST /fields/tokens answers 201 with the token and what the page may show of the card… */
export interface TokenizedCard {
  token: string;
  card: CardSummary;
}

/** …or 400 with the field messages (spec §5) of a card the rules refuse. */
export interface RefusedCardEntry {
  errors: CardEntryErrors;
}

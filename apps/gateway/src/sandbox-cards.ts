/** How the sandbox treats a card, decided by its number when the card is typed in (README "Payment sandbox"). */
export type Behaviour =
  | 'approve'
  | 'decline-at-verification'
  | 'decline'
  | 'insufficient-funds'
  | 'processing-error'
  | 'timeout-at-verification'
  | 'timeout';

/** The test card numbers; any other number that passes the spec §5 checks is stored and approved. */
const testCards: Readonly<Record<string, Behaviour>> = {
  '4000000000000002': 'decline-at-verification',
  '4000000000000341': 'decline',
  '4000000000009995': 'insufficient-funds',
  '4000000000000119': 'processing-error',
  '4000000000000416': 'timeout-at-verification',
  '4000000000000408': 'timeout',
};

/** The behaviour of a card number (digits only); the number itself is never kept. */
export const behaviourOf = (digits: string): Behaviour => testCards[digits] ?? 'approve';

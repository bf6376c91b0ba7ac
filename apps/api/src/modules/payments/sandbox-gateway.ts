import { createHash, randomBytes } from 'node:crypto';
import { detectCardBrand, isValidCardNumber } from '@chairside/domain';
import type { AuthorizeResult, CardData, GatewayCallOptions, PaymentGateway, SettleResult, TokenizeResult } from './payment-gateway';

/** How the sandbox treats a card; carried in its token, so authorizing needs no stored card number. */
type Behaviour = 'approve' | 'decline-at-verification' | 'decline' | 'insufficient-funds' | 'processing-error' | 'timeout-at-verification' | 'timeout';

/**
 * Test card numbers (README "Payment sandbox"). Any other number that passes the spec §5 checks is
 * tokenized and approved.
 */
export const sandboxTestCards: Readonly<Record<string, Behaviour>> = {
  '4000000000000002': 'decline-at-verification',
  '4000000000000341': 'decline',
  '4000000000009995': 'insufficient-funds',
  '4000000000000119': 'processing-error',
  '4000000000000416': 'timeout-at-verification',
  '4000000000000408': 'timeout',
};

const behaviours = new Set<string>(['approve', ...Object.values(sandboxTestCards)]);
const tokenPattern = /^sbx_([a-z-]+)_[A-Za-z0-9_-]{22}$/;

/** Never answers; the caller's timeout ends the wait. */
function hang(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

function behaviourOf(token: string): Behaviour | undefined {
  const behaviour = tokenPattern.exec(token)?.[1];
  return behaviour !== undefined && behaviours.has(behaviour) ? (behaviour as Behaviour) : undefined;
}

/** The same key (and token and amount) always names the same authorization, as a real gateway's idempotency would. */
const authorizationIdFor = (parts: string[]) => `sbx_auth_${createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 24)}`;

const isSandboxAuthorization = (id: string) => /^sbx_auth_[A-Za-z0-9_-]{24}$/.test(id);

/**
 * The embedded payment gateway: deterministic outcomes by test card number, random tokens that
 * hold no card data, and nothing kept in memory or on disk (any API instance can authorize any
 * token it issued).
 */
export function sandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',

    async tokenize(card: CardData, { signal }: GatewayCallOptions): Promise<TokenizeResult> {
      const behaviour = sandboxTestCards[card.number] ?? 'approve';
      if (behaviour === 'timeout-at-verification') return hang(signal);
      const brand = detectCardBrand(card.number);
      if (!brand || !isValidCardNumber(card.number)) return { status: 'declined', reason: 'invalid_number' };
      if (behaviour === 'decline-at-verification') return { status: 'declined', reason: 'card_declined' };
      return {
        status: 'tokenized',
        token: `sbx_${behaviour}_${randomBytes(16).toString('base64url')}`,
        brand,
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },

    async authorize({ token, amount, idempotencyKey }, { signal }): Promise<AuthorizeResult> {
      const behaviour = behaviourOf(token);
      if (!behaviour) return { status: 'error', reason: 'unknown_token' };
      if (!Number.isSafeInteger(amount.centAmount) || amount.centAmount <= 0) return { status: 'error', reason: 'invalid_amount' };
      switch (behaviour) {
        case 'timeout':
          return hang(signal);
        case 'decline':
          return { status: 'declined', reason: 'card_declined' };
        case 'insufficient-funds':
          return { status: 'declined', reason: 'insufficient_funds' };
        case 'processing-error':
          return { status: 'error', reason: 'processing_error' };
        default:
          return { status: 'approved', authorizationId: authorizationIdFor([idempotencyKey, token, `${amount.centAmount}`, amount.currencyCode]) };
      }
    },

    async capture({ authorizationId }): Promise<SettleResult> {
      return isSandboxAuthorization(authorizationId) ? { status: 'done' } : { status: 'error', reason: 'unknown_authorization' };
    },

    async void({ authorizationId }): Promise<SettleResult> {
      return isSandboxAuthorization(authorizationId) ? { status: 'done' } : { status: 'error', reason: 'unknown_authorization' };
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { CardSummary } from '@chairside/contracts';
import {
  cardEntryErrors,
  cleanCardNumber,
  detectCardBrand,
  parseExpiry,
  type CardEntry,
  type CardEntryErrors,
} from '@chairside/domain';
import { refusal, type Reply } from './replies';
import { behaviourOf, type Behaviour } from './sandbox-cards';

export interface Amount {
  centAmount: number;
  currencyCode: string;
}

interface CardTokenRecord {
  card: CardSummary;
  behaviour: Behaviour;
  createdAt: number;
  used: boolean;
}

interface PaymentMethodRecord {
  card: CardSummary;
  behaviour: Behaviour;
  createdAt: number;
}

interface AuthorizationRecord {
  paymentMethod: string;
  amount: Amount;
  status: 'authorized' | 'captured' | 'voided';
  createdAt: number;
}

export interface VaultSnapshot {
  cardTokens: [string, CardTokenRecord][];
  paymentMethods: [string, PaymentMethodRecord][];
  authorizations: [string, AuthorizationRecord][];
}

/** How long a card token from the fields may be turned into a payment method (Accept.js: 15 min, Braintree: 3 h). */
export const cardTokenLifetimeMs = 30 * 60 * 1000;

const idOf = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;

const missing = (what: string, code: string) => refusal(404, 'invalid_request', code, `No such ${what}.`);

/**
 * The sandbox's cards and money: card tokens made by the card fields (single use, short-lived), payment methods (the
 * stored cards the API keeps the ids of) and authorizations with their capture or void. A card's number and CVC are
 * never kept: only brand, last 4, expiry and the test behaviour its number chose.
 */
export function sandboxVault(snapshot?: VaultSnapshot) {
  const cardTokens = new Map(snapshot?.cardTokens);
  const paymentMethods = new Map(snapshot?.paymentMethods);
  const authorizations = new Map(snapshot?.authorizations);

  function settle(id: string, to: 'captured' | 'voided', amount?: Amount): Reply {
    const authorization = authorizations.get(id);
    if (!authorization) return missing('authorization', 'authorization_missing');
    if (authorization.status !== 'authorized')
      return refusal(
        409,
        'invalid_request',
        `authorization_${authorization.status}`,
        `The authorization was ${authorization.status}.`,
      );
    if (
      amount &&
      (amount.currencyCode !== authorization.amount.currencyCode || amount.centAmount > authorization.amount.centAmount)
    )
      return refusal(400, 'invalid_request', 'amount_invalid', 'A capture takes at most the amount authorized.');
    authorization.status = to;
    if (amount) authorization.amount = amount;
    return { status: 200, body: { id, status: to, amount: authorization.amount } };
  }

  return {
    /** The card fields' card, checked by the spec §5 rules, as a card token; the number goes no further. */
    tokenize(
      entry: CardEntry,
      now: Date,
    ): { status: 'invalid'; errors: CardEntryErrors } | { status: 'tokenized'; token: string; card: CardSummary } {
      const errors = cardEntryErrors(entry, now);
      if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
      const digits = cleanCardNumber(entry.number);
      const expiry = parseExpiry(entry.expiry)!;
      const card = {
        brand: detectCardBrand(digits)!,
        last4: digits.slice(-4),
        expiryMonth: expiry.month,
        expiryYear: expiry.year,
      };
      const token = idOf('tok');
      cardTokens.set(token, { card, behaviour: behaviourOf(digits), createdAt: now.getTime(), used: false });
      return { status: 'tokenized', token, card };
    },

    /** Verifies the card and stores it as a payment method; its card token is used up either way. */
    vaultCard(cardToken: string, now: Date): Reply {
      const record = cardTokens.get(cardToken);
      if (!record || record.used || now.getTime() - record.createdAt > cardTokenLifetimeMs)
        return refusal(400, 'invalid_request', 'card_token_invalid', 'No such card token, or it was used or expired.');
      if (record.behaviour === 'timeout-at-verification') return 'hang';
      record.used = true;
      if (record.behaviour === 'decline-at-verification')
        return refusal(402, 'card_error', 'card_declined', 'The card was declined.');
      const id = idOf('pm');
      paymentMethods.set(id, { card: record.card, behaviour: record.behaviour, createdAt: now.getTime() });
      return { status: 201, body: { id, card: record.card } };
    },

    authorize(paymentMethod: string, amount: Amount, now: Date): Reply {
      const method = paymentMethods.get(paymentMethod);
      if (!method) return missing('payment method', 'payment_method_missing');
      switch (method.behaviour) {
        case 'timeout':
          return 'hang';
        case 'decline':
          return refusal(402, 'card_error', 'card_declined', 'The card was declined.');
        case 'insufficient-funds':
          return refusal(402, 'card_error', 'insufficient_funds', 'The card has insufficient funds.');
        case 'processing-error':
          return refusal(402, 'processing_error', 'processing_error', 'The card could not be processed.');
      }
      const id = idOf('auth');
      authorizations.set(id, { paymentMethod, amount, status: 'authorized', createdAt: now.getTime() });
      return { status: 201, body: { id, status: 'authorized', amount } };
    },

    capture: (id: string, amount: Amount) => settle(id, 'captured', amount),

    void: (id: string) => settle(id, 'voided'),

    /** Forgets card tokens past their lifetime (used or not). */
    prune(now: Date) {
      for (const [token, record] of cardTokens)
        if (now.getTime() - record.createdAt > cardTokenLifetimeMs) cardTokens.delete(token);
    },

    snapshot: (): VaultSnapshot => ({
      cardTokens: [...cardTokens],
      paymentMethods: [...paymentMethods],
      authorizations: [...authorizations],
    }),
  };
}

export type SandboxVault = ReturnType<typeof sandboxVault>;

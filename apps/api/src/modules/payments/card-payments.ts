import { savedCardRepository, type Db, type SavedCardRecord } from '@chairside/db';
import { isValidExpiry, messages } from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError, resourceNotFound } from '../../http/api-error';
import { isUuid } from '../../ids/uuid';
import { cardDeclined, gatewayFailed, gatewayUnavailable } from './card-errors';
import type { Amount, BoundedGateway } from './payment-gateway';

export interface CardAuthorization {
  authorizationId: string;
  card: SavedCardRecord;
}

/**
 * What the gateway decided: approved, or refused for sure (a decline, or an error after which nothing was charged),
 * with the answer for the client. An unknown outcome (timeout, no answer) is thrown instead: the same key must be
 * asked again.
 */
export type AuthorizeOutcome =
  { status: 'approved'; authorization: CardAuthorization } | { status: 'refused'; error: ApiError };

export type CaptureOutcome = { status: 'done' } | { status: 'refused'; error: ApiError };

/**
 * Paying with a card the customer tokenized through POST /mw/cards (saved or one-time), for order
 * placement: the answers a client sees are mapped here once (unknown or another customer's card
 * 404, expired or declined 400, gateway failure 502, timeout 504). Reading the card and asking the
 * gateway are separate steps, so the first can run inside a transaction and the second never does.
 * Pass the placement's idempotency key, so a retried placement repeats the same authorization
 * instead of making a second one.
 */
export function cardPayments(gateway: BoundedGateway, { log }: { log: FastifyBaseLogger }) {
  async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      log.error({ err: error, gateway: gateway.name, operation }, 'payment gateway call failed');
      throw gatewayUnavailable(error);
    }
  }

  return {
    /** The customer's card of this gateway, unexpired at `at`; 404 for an unknown or another customer's card. */
    async usableCard(db: Db, customerId: string, cardUuid: string, at: Date): Promise<SavedCardRecord> {
      const card = isUuid(cardUuid) ? await savedCardRepository(db).findOwned(customerId, cardUuid) : undefined;
      if (!card || card.gateway !== gateway.name) throw resourceNotFound(cardUuid);
      if (!isValidExpiry({ month: card.expMonth, year: card.expYear }, at))
        throw new ApiError(400, 'CardExpired', messages.cardExpired, { field: 'card_uuid' });
      return card;
    },

    /** Asks the gateway to authorize the amount on the card; throws (502/504) when its answer is unknown. */
    async authorize(card: SavedCardRecord, amount: Amount, idempotencyKey: string): Promise<AuthorizeOutcome> {
      const result = await call('authorize', () =>
        gateway.authorize({ token: card.gatewayToken, amount, idempotencyKey }),
      );
      if (result.status === 'declined') return { status: 'refused', error: cardDeclined(result.reason, 'card_uuid') };
      if (result.status === 'error') {
        log.error({ gateway: gateway.name, reason: result.reason }, 'payment gateway refused to authorize');
        return { status: 'refused', error: gatewayFailed() };
      }
      return { status: 'approved', authorization: { authorizationId: result.authorizationId, card } };
    },

    /** Releases an authorization whose order was not placed. */
    async void(authorizationId: string, idempotencyKey: string): Promise<void> {
      const result = await call('void', () => gateway.void({ authorizationId, idempotencyKey }));
      if (result.status === 'error') throw gatewayFailed();
    },

    /**
     * Captures an authorization: done, or refused for sure (an unknown, voided or already captured authorization; the
     * card was not charged). Throws (502/504) when the answer is unknown.
     */
    async capture(authorizationId: string, amount: Amount, idempotencyKey: string): Promise<CaptureOutcome> {
      const result = await call('capture', () => gateway.capture({ authorizationId, amount, idempotencyKey }));
      if (result.status === 'done') return result;
      log.error({ gateway: gateway.name, reason: result.reason }, 'payment gateway refused to capture');
      return { status: 'refused', error: gatewayFailed() };
    },
  };
}

export type CardPayments = ReturnType<typeof cardPayments>;

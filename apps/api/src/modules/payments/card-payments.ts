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
 * Paying with a card the customer tokenized through POST /mw/cards (saved or one-time), for order
 * placement: the answers a client sees are mapped here once (unknown or another customer's card
 * 404, expired or declined 400, gateway failure 502, timeout 504). Pass the order's idempotency
 * key, so a retried placement repeats the same authorization instead of making a second one.
 */
export function cardPayments(db: Db, gateway: BoundedGateway, { log, now = () => new Date() }: { log: FastifyBaseLogger; now?: () => Date }) {
  const cards = savedCardRepository(db);

  async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      log.error({ err: error, gateway: gateway.name, operation }, 'payment gateway call failed');
      throw gatewayUnavailable(error);
    }
  }

  return {
    async authorize(customerId: string, cardUuid: string, amount: Amount, idempotencyKey: string): Promise<CardAuthorization> {
      const card = isUuid(cardUuid) ? await cards.findOwned(customerId, cardUuid) : undefined;
      if (!card || card.gateway !== gateway.name) throw resourceNotFound(cardUuid);
      if (!isValidExpiry({ month: card.expMonth, year: card.expYear }, now())) throw new ApiError(400, 'CardExpired', messages.cardExpired, { field: 'card_uuid' });
      const result = await call('authorize', () => gateway.authorize({ token: card.gatewayToken, amount, idempotencyKey }));
      if (result.status === 'declined') throw cardDeclined(result.reason);
      if (result.status === 'error') {
        log.error({ gateway: gateway.name, reason: result.reason }, 'payment gateway refused to authorize');
        throw gatewayFailed();
      }
      return { authorizationId: result.authorizationId, card };
    },

    /** Releases an authorization whose order was not placed (e.g. the transaction failed afterwards). */
    async void(authorizationId: string, idempotencyKey: string): Promise<void> {
      const result = await call('void', () => gateway.void({ authorizationId, idempotencyKey }));
      if (result.status === 'error') throw gatewayFailed();
    },

    async capture(authorizationId: string, amount: Amount, idempotencyKey: string): Promise<void> {
      const result = await call('capture', () => gateway.capture({ authorizationId, amount, idempotencyKey }));
      if (result.status === 'error') throw gatewayFailed();
    },
  };
}

export type CardPayments = ReturnType<typeof cardPayments>;

import type { AddCardRequest, SavedCard } from '@chairside/contracts';
import { savedCardRepository, type Db } from '@chairside/db';
import type { FastifyBaseLogger } from 'fastify';
import { resourceNotFound } from '../../http/api-error';
import { isUuid } from '../../ids/uuid';
import type { SubjectContext } from '../../access/request-context';
import { toSavedCard } from './card.mapper';
import { cardDeclined, cardTokenInvalid, gatewayUnavailable } from './card-errors';
import type { BoundedGateway, StoredCard, StoreCardResult } from './payment-gateway';

interface Options {
  log: FastifyBaseLogger;
}

/**
 * Saved cards (GET/POST /mw/cards, DELETE /mw/cards/{uuid}, POST /mw/cards/{uuid}/primary).
 * The card itself was typed into the gateway's hosted fields: a card arrives here as the gateway's one-time card
 * token, which the gateway turns into a stored card server-to-server. Only what it answers is kept: its token for the
 * card, brand, last 4 and expiry. A card id of another customer is "not found", exactly like an unknown one.
 */
export function cardsService(db: Db, gateway: BoundedGateway, { log }: Options) {
  const cards = savedCardRepository(db);

  /**
   * One card token, one stored card per customer: a retry (after a timeout, with or without an Idempotency-Key) asks
   * the gateway under the same key and gets the same card; another customer's request with the token finds it used.
   */
  async function store(customerId: string, cardToken: string): Promise<StoredCard> {
    let result: StoreCardResult;
    try {
      result = await gateway.storeCard({ cardToken, idempotencyKey: `card:${customerId}:${cardToken}` });
    } catch (error) {
      log.error({ err: error, gateway: gateway.name }, 'payment gateway storeCard failed');
      throw gatewayUnavailable(error);
    }
    if (result.status === 'declined') throw cardDeclined(result.reason, 'token');
    if (result.status === 'invalid-token') throw cardTokenInvalid();
    return result;
  }

  return {
    async list(context: SubjectContext): Promise<{ results: SavedCard[] }> {
      return { results: (await cards.listSaved(context.subject.customerId)).map(toSavedCard) };
    },

    async add(context: SubjectContext, input: AddCardRequest): Promise<SavedCard> {
      const card = await store(context.subject.customerId, input.token);
      const { active } = await context.offices();
      const created = await cards.create({
        customerId: context.subject.customerId,
        businessUnitId: active?.id ?? null,
        gateway: gateway.name,
        gatewayToken: card.token,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        saved: input.save ?? true,
      });
      return toSavedCard(created);
    },

    async makePrimary(context: SubjectContext, uuid: string): Promise<SavedCard> {
      const card = isUuid(uuid) ? await cards.setPrimary(context.subject.customerId, uuid) : undefined;
      if (!card) throw resourceNotFound(uuid);
      return toSavedCard(card);
    },

    async remove(context: SubjectContext, uuid: string): Promise<SavedCard> {
      const card = isUuid(uuid) ? await cards.deleteSaved(context.subject.customerId, uuid) : undefined;
      if (!card) throw resourceNotFound(uuid);
      return toSavedCard(card);
    },
  };
}

import type { AddCardRequest, SavedCard } from '@chairside/contracts';
import { savedCardRepository, type Db } from '@chairside/db';
import { cardEntryErrors, cleanCardNumber, parseExpiry, toAsciiDigits } from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import { resourceNotFound } from '../../http/api-error';
import { isUuid } from '../../ids/uuid';
import type { CustomerCaller } from '../me/customer-token';
import { customerOffices } from '../offices/active-office';
import { toSavedCard } from './card.mapper';
import { CardEntryError, cardDeclined, gatewayUnavailable } from './card-errors';
import type { BoundedGateway, TokenizeResult } from './payment-gateway';

interface Options {
  log: FastifyBaseLogger;
  /** The clock the expiry check uses (tests pass a fixed one). */
  now?: () => Date;
}

/**
 * Saved cards (GET/POST /mw/cards, DELETE /mw/cards/{uuid}, POST /mw/cards/{uuid}/primary).
 * Card data is checked by the spec §5 rules, handed to the gateway and forgotten: only the
 * gateway's token, brand, last 4 and expiry are stored. A card id of another customer is
 * "not found", exactly like an unknown one.
 */
export function cardsService(db: Db, gateway: BoundedGateway, { log, now = () => new Date() }: Options) {
  const cards = savedCardRepository(db);

  async function tokenize(input: AddCardRequest): Promise<Extract<TokenizeResult, { status: 'tokenized' }>> {
    const problems = cardEntryErrors({ number: input.number, expiry: input.expiry, cvc: input.cvc }, now());
    if (Object.keys(problems).length > 0) throw new CardEntryError(problems);
    const expiry = parseExpiry(input.expiry)!;
    let result: TokenizeResult;
    try {
      result = await gateway.tokenize({ number: cleanCardNumber(input.number), expMonth: expiry.month, expYear: expiry.year, cvc: toAsciiDigits(input.cvc).trim() });
    } catch (error) {
      // Logged without the card: the error is the gateway's, never the request body.
      log.error({ err: error, gateway: gateway.name }, 'payment gateway tokenize failed');
      throw gatewayUnavailable(error);
    }
    if (result.status === 'declined') throw cardDeclined(result.reason);
    return result;
  }

  return {
    async list(caller: CustomerCaller): Promise<{ results: SavedCard[] }> {
      return { results: (await cards.listSaved(caller.customerId)).map(toSavedCard) };
    },

    async add(caller: CustomerCaller, input: AddCardRequest): Promise<SavedCard> {
      const token = await tokenize(input);
      const { active } = await customerOffices(db, caller);
      const created = await cards.create({
        customerId: caller.customerId,
        businessUnitId: active?.id ?? null,
        gateway: gateway.name,
        gatewayToken: token.token,
        brand: token.brand,
        last4: token.last4,
        expMonth: token.expMonth,
        expYear: token.expYear,
        saved: input.save ?? true,
      });
      return toSavedCard(created);
    },

    async makePrimary(caller: CustomerCaller, uuid: string): Promise<SavedCard> {
      const card = isUuid(uuid) ? await cards.setPrimary(caller.customerId, uuid) : undefined;
      if (!card) throw resourceNotFound(uuid);
      return toSavedCard(card);
    },

    async remove(caller: CustomerCaller, uuid: string): Promise<SavedCard> {
      const card = isUuid(uuid) ? await cards.deleteSaved(caller.customerId, uuid) : undefined;
      if (!card) throw resourceNotFound(uuid);
      return toSavedCard(card);
    },
  };
}

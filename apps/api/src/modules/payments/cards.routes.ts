import { addCardRequestSchema, cardUuidParamsSchema, savedCardListSchema, savedCardSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Idempotency } from '../../http/idempotency';
import type { RateLimiter } from '../../http/rate-limit';
import { messages } from '@chairside/domain';
import { errorResponses } from '../../http/openapi';
import type { cardsService } from './cards.service';
import { subjectContextOf } from '../../access/request-context';
import { access, scopeSets } from '../../access/route-access';

/** Saved cards are the customer's own: a representative acting for it may pay with them, not add or change them. */
const cardWrites = access.subject(scopeSets.payments, { securitySetting: true });

interface Options {
  service: ReturnType<typeof cardsService>;
  idempotency: Idempotency;
  /** Card submissions per customer; counted before the gateway is asked, declined or not. */
  cardAttempts: RateLimiter;
}

export const cardRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, idempotency, cardAttempts }) => {
  app.get(
    '/mw/cards',
    {
      config: { access: access.subject(scopeSets.payments) },
      schema: {
        tags: ['middleware'],
        summary: "The signed-in customer's saved cards, primary first",
        response: { 200: savedCardListSchema },
      },
    },
    async (request) => service.list(subjectContextOf(request)),
  );

  app.post(
    '/mw/cards',
    {
      config: { access: cardWrites },
      schema: {
        tags: ['middleware'],
        summary:
          "Keep a card typed into the payment gateway's card fields, by its card token (saved, or one-time with save=false); accepts Idempotency-Key",
        body: addCardRequestSchema,
        response: { 201: savedCardSchema, ...errorResponses(400, 409, 422, 429, 502, 504) },
      },
    },
    async (request, reply) => {
      const context = subjectContextOf(request);
      await cardAttempts.hit(context.subject.customerId, messages.tooManyCardAttempts);
      return idempotency.run(request, reply, { owner: `customer:${context.subject.customerId}` }, async () => ({
        status: 201,
        body: await service.add(context, request.body),
      }));
    },
  );

  app.delete(
    '/mw/cards/:uuid',
    {
      config: { access: cardWrites },
      schema: {
        tags: ['middleware'],
        summary: 'Remove a saved card (the newest remaining one becomes primary if it was)',
        params: cardUuidParamsSchema,
        response: { 200: savedCardSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.remove(subjectContextOf(request), request.params.uuid),
  );

  app.post(
    '/mw/cards/:uuid/primary',
    {
      config: { access: cardWrites },
      schema: {
        tags: ['middleware'],
        summary: 'Make a saved card the primary one',
        params: cardUuidParamsSchema,
        response: { 200: savedCardSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.makePrimary(subjectContextOf(request), request.params.uuid),
  );
};

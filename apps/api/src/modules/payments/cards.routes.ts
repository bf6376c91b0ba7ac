import { addCardRequestSchema, cardUuidParamsSchema, savedCardListSchema, savedCardSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Idempotency } from '../../http/idempotency';
import type { RateLimiter } from '../../http/rate-limit';
import { messages } from '@chairside/domain';
import { errorResponses } from '../../http/openapi';
import { customerOf, requireCustomerToken } from '../me/customer-token';
import type { cardsService } from './cards.service';

interface Options {
  service: ReturnType<typeof cardsService>;
  idempotency: Idempotency;
  /** Card submissions per customer; counted before the gateway is asked, declined or not. */
  cardAttempts: RateLimiter;
}

export const cardRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, idempotency, cardAttempts }) => {
  app.addHook('preParsing', requireCustomerToken);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/mw/cards',
    { schema: { tags: ['middleware'], summary: "The signed-in customer's saved cards, primary first", response: { 200: savedCardListSchema } } },
    async (request) => service.list(customerOf(request)),
  );

  app.post(
    '/mw/cards',
    {
      schema: {
        tags: ['middleware'],
        summary: 'Tokenize a card through the payment gateway and keep it (saved, or one-time with save=false); accepts Idempotency-Key',
        body: addCardRequestSchema,
        response: { 201: savedCardSchema, ...errorResponses(400, 409, 422, 429, 502, 504) },
      },
    },
    async (request, reply) => {
      const caller = customerOf(request);
      await cardAttempts.hit(caller.customerId, messages.tooManyCardAttempts);
      return idempotency.run(request, reply, { owner: `customer:${caller.customerId}`, bodyHoldsSecrets: true }, async () => ({
        status: 201,
        body: await service.add(caller, request.body),
      }));
    },
  );

  app.delete(
    '/mw/cards/:uuid',
    {
      schema: {
        tags: ['middleware'],
        summary: 'Remove a saved card (the newest remaining one becomes primary if it was)',
        params: cardUuidParamsSchema,
        response: { 200: savedCardSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.remove(customerOf(request), request.params.uuid),
  );

  app.post(
    '/mw/cards/:uuid/primary',
    {
      schema: {
        tags: ['middleware'],
        summary: 'Make a saved card the primary one',
        params: cardUuidParamsSchema,
        response: { 200: savedCardSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.makePrimary(customerOf(request), request.params.uuid),
  );
};

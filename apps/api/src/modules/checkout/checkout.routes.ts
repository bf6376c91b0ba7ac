import { idempotencyKeyHeader, placeOrderRequestSchema, placeOrderResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Idempotency } from '../../http/idempotency';
import { errorResponses } from '../../http/openapi';
import { customerOf, requireCustomerToken } from '../me/customer-token';
import type { PlaceOrderService } from './place-order.service';

interface Options {
  service: PlaceOrderService;
  idempotency: Idempotency;
}

/** POST /ct/hs-orders (order service): customer tokens only; accepts Idempotency-Key. */
export const checkoutRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, idempotency }) => {
  app.addHook('preParsing', requireCustomerToken);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/ct/hs-orders',
    {
      schema: {
        tags: ['order-service'],
        summary: 'Place the active cart as an order, paid by a tokenized card (card: true, card_uuid) or on account; accepts Idempotency-Key',
        body: placeOrderRequestSchema,
        response: { 201: placeOrderResponseSchema, ...errorResponses(400, 404, 409, 422, 502, 504) },
      },
    },
    async (request, reply) => {
      const caller = customerOf(request);
      const header = request.headers[idempotencyKeyHeader];
      return idempotency.run(request, reply, { owner: `customer:${caller.customerId}` }, async ({ completeWithin }) => ({
        status: 201,
        body: await service.place(caller, request.body, { key: typeof header === 'string' ? header : undefined, completeWithin }),
      }));
    },
  );
};

import { idempotencyKeyHeader, placeOrderRequestSchema, placeOrderResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Idempotency } from '../../http/idempotency';
import { errorResponses } from '../../http/openapi';
import type { PlaceOrderService } from './place-order.service';
import { subjectContextOf } from '../../access/request-context';
import { access } from '../../access/route-access';

interface Options {
  service: PlaceOrderService;
  idempotency: Idempotency;
}

/** POST /ct/hs-orders (order service): customer tokens only; accepts Idempotency-Key. */
export const checkoutRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, idempotency }) => {
  app.post(
    '/ct/hs-orders',
    {
      config: { access: access.subject(['manage_my_orders']) },
      schema: {
        tags: ['order-service'],
        summary:
          'Place the active cart as an order, paid by a tokenized card (card: true, card_uuid) or on account; accepts Idempotency-Key',
        body: placeOrderRequestSchema,
        response: { 201: placeOrderResponseSchema, ...errorResponses(400, 404, 409, 422, 502, 504) },
      },
    },
    async (request, reply) => {
      const context = subjectContextOf(request);
      const header = request.headers[idempotencyKeyHeader];
      return idempotency.run(
        request,
        reply,
        { owner: `customer:${context.subject.customerId}` },
        async ({ completeWithin }) => ({
          status: 201,
          body: await service.place(context, request.body, {
            key: typeof header === 'string' ? header : undefined,
            completeWithin,
          }),
        }),
      );
    },
  );
};

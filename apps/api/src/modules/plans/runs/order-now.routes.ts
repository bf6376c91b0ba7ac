import { planIdParamsSchema, planOrderNowResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subjectContextOf } from '../../../access/request-context';
import { access } from '../../../access/route-access';
import type { Idempotency } from '../../../http/idempotency';
import { errorResponses } from '../../../http/openapi';
import type { OrderNowService } from './order-now.service';

interface Options {
  service: OrderNowService;
  idempotency: Idempotency;
}

/** POST /ct/plans/{id}/orders: "order now", as the plan routes' access (manage_my_orders); accepts Idempotency-Key. */
export const orderNowRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, idempotency }) => {
  app.post(
    '/ct/plans/:id/orders',
    {
      config: { access: access.subject(['manage_my_orders']) },
      schema: {
        tags: ['order-service'],
        summary:
          "Place the REPLENISH plan's order for today at once (409 when today's order exists); accepts Idempotency-Key",
        params: planIdParamsSchema,
        body: z.strictObject({}).optional(),
        response: { 201: planOrderNowResponseSchema, ...errorResponses(400, 404, 409, 422, 502) },
      },
    },
    async (request, reply) => {
      const context = subjectContextOf(request);
      return idempotency.run(
        request,
        reply,
        { owner: `customer:${context.subject.customerId}` },
        async ({ completeWithin }) => ({
          status: 201,
          body: await service.place(context, request.params.id, completeWithin),
        }),
      );
    },
  );
};

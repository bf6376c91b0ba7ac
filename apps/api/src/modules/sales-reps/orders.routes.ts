import { orderIdParamsSchema, orderSchema, repOrderListSchema, repOrdersQuerySchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import type { RepOrdersService } from './orders.service';

interface Options {
  service: RepOrdersService;
}

const repAccess = access.salesRep(['manage_my_orders']);

/** GET mw/sales-reps/orders[/{id}] (spec §7): the orders of the representative's customers. */
export const repOrderRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/mw/sales-reps/orders',
    {
      config: { access: repAccess },
      schema: {
        tags: ['middleware'],
        summary:
          "Orders of the representative's offices, newest first (customer_id, status, from and to completion days, limit, offset)",
        querystring: repOrdersQuerySchema,
        response: { 200: repOrderListSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => service.list(request.ctx, request.query),
  );

  app.get(
    '/mw/sales-reps/orders/:id',
    {
      config: { access: repAccess },
      schema: {
        tags: ['middleware'],
        summary: "One order of the representative's offices with lines and status history (404 for any other)",
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => service.get(request.ctx, request.params.id),
  );
};

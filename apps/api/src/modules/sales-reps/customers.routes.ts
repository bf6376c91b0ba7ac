import { repCustomerListSchema, repCustomersQuerySchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import type { RepCustomersService } from './customers.service';

interface Options {
  service: RepCustomersService;
}

const repAccess = access.salesRep(['manage_my_orders']);

/** The representative's dashboard list and its recently synced customers (issue 18). */
export const repCustomerRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/mw/sales-reps/customers',
    {
      config: { access: repAccess },
      schema: {
        tags: ['middleware'],
        summary:
          "The customers of the representative's offices with last order, open balance and plans needing attention, most recent order first (limit, offset)",
        querystring: repCustomersQuerySchema,
        response: { 200: repCustomerListSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => service.list(request.ctx, request.query),
  );

  app.get(
    '/mw/sales-reps/recent-customers',
    {
      config: { access: repAccess },
      schema: {
        tags: ['middleware'],
        summary: 'The customers the representative synced to lately, newest first (at most 10, still assigned)',
        response: { 200: repCustomerListSchema, ...errorResponses(403) },
      },
    },
    async (request) => service.recent(request.ctx),
  );
};

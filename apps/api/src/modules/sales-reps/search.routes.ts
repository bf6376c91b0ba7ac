import { customerSearchQuerySchema, repCustomerListSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import type { RepCustomersService } from './customers.service';

interface Options {
  service: RepCustomersService;
}

/** GET mw/sales-reps/search-customers (spec §7): the switch-customer box's results as the representative types. */
export const repSearchRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/mw/sales-reps/search-customers',
    {
      config: { access: access.salesRep(['manage_my_orders']) },
      schema: {
        tags: ['middleware'],
        summary:
          "Customers of the representative's offices by name, email, practice, office, account or shipping-account number or city; prefix and typo tolerant, best matches first (query, limit, offset)",
        querystring: customerSearchQuerySchema,
        response: { 200: repCustomerListSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const { query, limit, offset } = request.query;
      return service.search(request.ctx, query, { limit, offset });
    },
  );
};

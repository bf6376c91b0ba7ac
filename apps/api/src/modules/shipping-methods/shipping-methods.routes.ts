import { shippingMethodPagedQueryResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import { predicateQueryParamsSchema } from '../../query/query-variables';
import type { shippingMethodService } from './shipping-methods.service';
import { access } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof shippingMethodService>;
}

export const shippingMethodRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/aces/shipping-methods',
    {
      config: { access: access.token(['view_shipping_methods', 'view_orders', 'manage_my_orders']) },
      schema: {
        tags: ['shipping-methods'],
        summary: 'Query shipping methods (default and `sort=rate asc`: cheapest first)',
        querystring: predicateQueryParamsSchema,
        response: { 200: shippingMethodPagedQueryResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.query(request.query),
  );
};

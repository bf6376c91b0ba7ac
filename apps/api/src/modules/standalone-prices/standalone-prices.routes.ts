import { standalonePricePagedQueryResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import { serializeWithoutValidation } from '../../http/unvalidated-serializer';
import { predicateQueryParamsSchema } from '../../query/query-variables';
import type { standalonePriceService } from './standalone-prices.service';
import { access } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof standalonePriceService>;
}

export const standalonePriceRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/aces/standalone-prices',
    {
      config: { access: access.token(['view_standalone_prices']) },
      schema: {
        tags: ['standalone-prices'],
        summary:
          'Query standalone prices, e.g. where=sku in (…) and (channel is not defined or channel(id = "…")) and a valid date window',
        querystring: predicateQueryParamsSchema,
        response: { 200: standalonePricePagedQueryResponseSchema, ...errorResponses(400) },
      },
      // Pages of up to 500 prices built by the typed mapper (the spec's storefront asks for 500 skus at a time).
      serializerCompiler: serializeWithoutValidation,
    },
    async (request) => service.query(request.query),
  );
};

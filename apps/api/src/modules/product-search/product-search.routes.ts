import { productProjectionPagedSearchResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import { serializeWithoutValidation } from '../../http/unvalidated-serializer';
import type { productSearchService } from './product-search.service';
import { searchParamsSchema } from './search-request';
import { access, scopeSets } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof productSearchService>;
}

export const productSearchRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/aces/product-projections/search',
    {
      config: { access: access.token(scopeSets.productReads) },
      schema: {
        tags: ['product-projections'],
        summary:
          'Search published product projections: text (fuzzy), filter.query, facets with filter.facets, filter, sort, paging',
        querystring: searchParamsSchema,
        response: { 200: productProjectionPagedSearchResponseSchema, ...errorResponses(400) },
      },
      serializerCompiler: serializeWithoutValidation,
    },
    async (request) => service.search(request.query),
  );
};

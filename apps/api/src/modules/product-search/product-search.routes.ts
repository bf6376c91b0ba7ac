import { productProjectionPagedSearchResponseSchema, productSuggestionResponseSchema } from '@chairside/contracts';
import { suggestionsPerPrefix } from '@chairside/db';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi';
import { sendJsonText } from '../../http/json-text';
import type { productSearchService } from './product-search.service';
import type { productSuggestionService } from './product-suggestions.service';
import { maxTextLength } from './text-query';
import { searchParamsSchema } from './search-request';
import { access, scopeSets } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof productSearchService>;
  suggestions: ReturnType<typeof productSuggestionService>;
}

const suggestionParamsSchema = z.strictObject({
  'text.en-US': z.string().min(1).max(maxTextLength),
  limit: z.coerce.number().int().min(1).max(suggestionsPerPrefix).default(8),
});

export const productSearchRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, suggestions }) => {
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
    },
    async (request, reply) => sendJsonText(reply as FastifyReply, await service.searchJson(request.query)),
  );

  app.get(
    '/aces/product-suggestions',
    {
      config: { access: access.token(scopeSets.productReads) },
      schema: {
        tags: ['product-projections'],
        summary:
          'Type-ahead: published products with a name or brand word beginning with the word being typed, else the best matches of a fuzzy text search',
        querystring: suggestionParamsSchema,
        response: { 200: productSuggestionResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => suggestions.suggest({ text: request.query['text.en-US'], limit: request.query.limit }),
  );
};

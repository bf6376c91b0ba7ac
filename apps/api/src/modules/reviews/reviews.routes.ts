import { reviewPagedQueryResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import { predicateQueryParamsSchema } from '../../query/query-variables';
import type { reviewService } from './reviews.service';
import { access } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof reviewService>;
}

export const reviewRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/aces/reviews',
    {
      config: { access: access.token(['view_reviews', 'view_products']) },
      schema: {
        tags: ['reviews'],
        summary: 'Query product reviews (e.g. where=target(id = "…"), sort=id desc)',
        querystring: predicateQueryParamsSchema,
        response: { 200: reviewPagedQueryResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.query(request.query),
  );
};

import { discountCodePagedQueryResponseSchema, discountCodeSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi';
import { predicateQueryParamsSchema } from '../../query/query-variables';
import type { discountCodeService } from './discount-codes.service';

interface Options {
  service: ReturnType<typeof discountCodeService>;
}

export const discountCodeRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/aces/discount-codes',
    {
      schema: {
        tags: ['discount-codes'],
        summary: 'Query discount codes, e.g. where=id in ("…") for the codes of a cart',
        querystring: predicateQueryParamsSchema,
        response: { 200: discountCodePagedQueryResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.query(request.query),
  );

  app.get(
    '/aces/discount-codes/:id',
    {
      schema: {
        tags: ['discount-codes'],
        summary: 'Get a discount code by id',
        params: z.strictObject({ id: z.string() }),
        response: { 200: discountCodeSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.getById(request.params.id),
  );
};

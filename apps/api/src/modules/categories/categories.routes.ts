import { categoryPagedQueryResponseSchema, categoryResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi';
import { predicateQueryParamsSchema } from '../../query/query-variables';
import type { categoryService } from './categories.service';
import { access } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof categoryService>;
}

export const categoryRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/aces/categories',
    {
      config: { access: access.token(['view_categories', 'view_products']) },
      schema: {
        tags: ['categories'],
        summary:
          'Query categories (where with var.* inputs; sorted by orderHint, then id; expand=parent, ancestors[*])',
        querystring: predicateQueryParamsSchema,
        response: { 200: categoryPagedQueryResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.query(request.query),
  );

  app.get(
    '/aces/categories/:id',
    {
      config: { access: access.token(['view_categories', 'view_products']) },
      schema: {
        tags: ['categories'],
        summary: 'Get a category by id (expand=parent, ancestors[*])',
        params: z.strictObject({ id: z.string() }),
        querystring: z.strictObject({ expand: z.union([z.string(), z.array(z.string())]).optional() }),
        response: { 200: categoryResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.getById(request.params.id, request.query.expand),
  );
};

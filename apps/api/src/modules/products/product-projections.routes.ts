import {
  productProjectionPagedQueryResponseSchema,
  productProjectionSchema,
  queryParamsSchema,
} from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi';
import { serializeWithoutValidation } from '../../http/unvalidated-serializer';
import { withQueryVariables } from '../../query/query-variables';
import type { productProjectionService } from './product-projections.service';
import { access, scopeSets } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof productProjectionService>;
}

/** Only the current (published) projection is served; staged data is not kept apart. */
const staged = z.enum(['false']).optional();
const expand = z.union([z.string(), z.array(z.string())]).optional();
const singleParams = z.strictObject({ expand, staged });

export const productProjectionRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/aces/product-projections',
    {
      config: { access: access.token(scopeSets.productReads) },
      schema: {
        tags: ['product-projections'],
        summary: 'Query published product projections (where with var.* inputs, sort, paging, expand=categories[*])',
        querystring: withQueryVariables(queryParamsSchema.extend({ staged })),
        response: { 200: productProjectionPagedQueryResponseSchema, ...errorResponses(400) },
      },
      // Up to 500 products per answer (sku lists).
      serializerCompiler: serializeWithoutValidation,
    },
    async (request) => service.query(request.query),
  );

  app.get(
    '/aces/product-projections/key=:key',
    {
      config: { access: access.token(scopeSets.productReads) },
      schema: {
        tags: ['product-projections'],
        summary: 'Get a published product projection by key',
        params: z.strictObject({ key: z.string() }),
        querystring: singleParams,
        response: { 200: productProjectionSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.getByKey(request.params.key, request.query.expand),
  );

  app.get(
    '/aces/product-projections/:id',
    {
      config: { access: access.token(scopeSets.productReads) },
      schema: {
        tags: ['product-projections'],
        summary: 'Get a published product projection by id',
        params: z.strictObject({ id: z.string() }),
        querystring: singleParams,
        response: { 200: productProjectionSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.getById(request.params.id, request.query.expand),
  );
};

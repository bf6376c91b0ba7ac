import { inventoryRequestSchema, inventoryResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import { serializeWithoutValidation } from '../../http/unvalidated-serializer';
import type { inventoryService } from './inventory.service';
import { subjectContextOf } from '../../access/request-context';
import { access } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof inventoryService>;
}

export const inventoryRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.post(
    '/ct/inventory',
    {
      config: { access: access.subject(['manage_my_orders']) },
      schema: {
        tags: ['order-service'],
        summary:
          'Stock of up to 500 products (item number + unit) at the warehouse serving a shipping account; unknown accounts and products fail per product',
        body: inventoryRequestSchema,
        response: { 200: inventoryResponseSchema, ...errorResponses(400) },
      },
      // Asked for on every page a signed-in customer sees; the typed mapper builds the answer.
      serializerCompiler: serializeWithoutValidation,
    },
    async (request) => service.check(subjectContextOf(request), request.body),
  );
};

import { pricingRequestSchema, pricingResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import { serializeWithoutValidation } from '../../http/unvalidated-serializer';
import type { pricingService } from './pricing.service';
import { subjectContextOf } from '../../access/request-context';
import { access } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof pricingService>;
}

export const pricingRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.post(
    '/ct/pricing',
    {
      config: { access: access.subject(['manage_my_orders']) },
      schema: {
        tags: ['order-service'],
        summary:
          "The signed-in customer's prices (contract or retail) and derived price info for up to 500 skus at a shipping account",
        body: pricingRequestSchema,
        response: { 200: pricingResponseSchema, ...errorResponses(400, 403) },
      },
      // A 500-sku answer is built by the typed mapper; re-validating it with zod cost more than the lookup (profiled).
      serializerCompiler: serializeWithoutValidation,
    },
    async (request) => service.price(subjectContextOf(request), request.body),
  );
};

import { pricingRequestSchema, pricingResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import { serializeWithoutValidation } from '../../http/unvalidated-serializer';
import { customerOf, requireCustomerToken } from '../me/customer-token';
import { authErrorHandler } from '../oauth/auth-error-handler';
import type { pricingService } from './pricing.service';

interface Options {
  service: ReturnType<typeof pricingService>;
}

export const pricingRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('preParsing', requireCustomerToken);
  // The 403 for a shipping account outside the active office is an access error (AuthError).
  app.setErrorHandler(authErrorHandler);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/ct/pricing',
    {
      schema: {
        tags: ['order-service'],
        summary: "The signed-in customer's prices (contract or retail) and derived price info for up to 500 skus at a shipping account",
        body: pricingRequestSchema,
        response: { 200: pricingResponseSchema, ...errorResponses(400, 403) },
      },
      // A 500-sku answer is built by the typed mapper; re-validating it with zod cost more than the lookup (profiled).
      serializerCompiler: serializeWithoutValidation,
    },
    async (request) => service.price(customerOf(request), request.body),
  );
};

import { analyticsAcceptedSchema, analyticsBatchSchema, analyticsLimits } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import { TooManyRequestsError } from '../../http/rate-limit';
import type { AnalyticsService } from './analytics.service';

interface Options {
  service: AnalyticsService;
}

/** First-party analytics collection (DESIGN.md §4 `/events`): public, no token. */
export const analyticsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.post(
    '/events',
    {
      config: { access: access.public() },
      // Far below the API-wide limit: a batch of 10 small events never needs more.
      bodyLimit: analyticsLimits.maxBodyBytes,
      schema: {
        tags: ['analytics'],
        summary:
          'Collect a batch of page views and tracked events (Login, Product Added to Cart, Checkout Started, Order Completed)',
        description: `At most ${analyticsLimits.maxBatch} events per batch and ${analyticsLimits.maxBodyBytes} bytes per body (413 beyond). An event already stored (same messageId) is skipped. Too many events from one client: 429 with Retry-After.`,
        body: analyticsBatchSchema,
        response: { 202: analyticsAcceptedSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      const result = await service.collect(request.body.batch, request.ctx.ip);
      if (!result.ok) {
        throw new TooManyRequestsError(result.retryAfterSeconds, 'Too many analytics events. Please try again later.');
      }
      return reply.code(202).send({ accepted: result.accepted });
    },
  );
};

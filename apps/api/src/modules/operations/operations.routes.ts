import { healthResponseSchema, readyResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access/route-access';
import { serializeWithoutValidation } from '../../http/unvalidated-serializer';
import type { Metrics } from './metrics';
import type { operationsService } from './operations.service';

interface Options {
  service: ReturnType<typeof operationsService>;
  metrics: Metrics;
}

export const operationsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, metrics }) => {
  app.get(
    '/health',
    {
      config: { access: access.public() },
      schema: { tags: ['operations'], summary: 'Liveness', response: { 200: healthResponseSchema } },
      // A load balancer asks many times a second, for one constant answer.
      serializerCompiler: serializeWithoutValidation,
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { access: access.public() },
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers',
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await service.readiness();
      return reply.code(readiness.ready ? 200 : 503).send(readiness.body);
    },
  );

  // Prometheus scrapes without credentials; expose the API port only where the scraper can reach it.
  app.get('/metrics', { config: { access: access.public() }, schema: { hide: true } }, async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );

  app.get('/openapi.json', { config: { access: access.public() }, schema: { hide: true } }, async () => app.swagger());
};

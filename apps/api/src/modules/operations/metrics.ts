import type { FastifyInstance } from 'fastify';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { RequestDurations } from './request-durations';

export interface Metrics {
  registry: Registry;
}

/**
 * A registry per app instance (not prom-client's global one), so several apps in one process
 * (tests) do not clash. Requests are labelled by route pattern, never by raw URL, to keep the
 * number of series bounded.
 */
export function registerMetrics(app: FastifyInstance): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new RequestDurations(registry);
  app.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  return { registry };
}

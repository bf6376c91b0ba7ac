import type { Database } from '@chairside/db';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { registerErrorHandling } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { echoRequestId, requestIdFor } from './http/request-id';
import { addSecurityHeaders } from './http/security-headers';
import { createLogger } from './logger';
import { categoryRoutes } from './modules/categories/categories.routes';
import { categoryService } from './modules/categories/categories.service';
import { mediaRoutes } from './modules/media/media.routes';
import { mediaService } from './modules/media/media.service';
import { newsletterProviderFromConfig } from './modules/newsletter/newsletter-provider-from-config';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { newsletterService } from './modules/newsletter/newsletter.service';
import { registerMetrics } from './modules/operations/metrics';
import { operationsRoutes } from './modules/operations/operations.routes';
import { operationsService } from './modules/operations/operations.service';
import { routeRuleRoutes } from './modules/route-rules/route-rules.routes';
import { routeRuleService } from './modules/route-rules/route-rules.service';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger;
}

/** Request bodies are small JSON documents; anything larger is refused before parsing. */
const bodyLimitBytes = 1024 * 1024;

/** The API with its plugins in order; the caller decides whether and where to listen. */
export async function buildApp({ config, database, logger }: AppOptions) {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.LOG_LEVEL),
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: bodyLimitBytes,
  }).withTypeProvider<ZodTypeProvider>();

  echoRequestId(app);
  addSecurityHeaders(app);
  // JSON only: dropping the text/plain parser answers 415 to it instead of handing routes a string.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app);
  registerErrorHandling(app);
  const metrics = registerMetrics(app);

  const { db } = database;
  await app.register(operationsRoutes, { service: operationsService(database, app.log), metrics });
  await app.register(categoryRoutes, { service: categoryService(db) });
  await app.register(routeRuleRoutes, { service: routeRuleService(db) });
  await app.register(newsletterRoutes, { service: newsletterService(db, newsletterProviderFromConfig(config), app.log) });
  await app.register(mediaRoutes, { service: mediaService(db) });
  return app;
}

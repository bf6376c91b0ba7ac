import { redirectRulesResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { routeRuleService } from './route-rules.service';
import { access } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof routeRuleService>;
}

export const routeRuleRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/mw/route-rules',
    {
      config: { access: access.public() },
      schema: {
        tags: ['middleware'],
        summary: 'Storefront redirect rules (the storefront caches them)',
        response: { 200: redirectRulesResponseSchema },
      },
    },
    async () => service.list(),
  );
};

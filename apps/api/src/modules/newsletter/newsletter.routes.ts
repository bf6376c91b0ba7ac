import { newsletterSubscribeRequestSchema, newsletterSubscribeResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import type { newsletterService } from './newsletter.service';
import { access } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof newsletterService>;
}

export const newsletterRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.post(
    '/mw/newsletter',
    {
      config: { access: access.public() },
      schema: {
        tags: ['middleware'],
        summary: 'Subscribe an email address to the newsletter',
        body: newsletterSubscribeRequestSchema,
        response: { 201: newsletterSubscribeResponseSchema, ...errorResponses(400, 502) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.subscribe(request.body.email)),
  );
};

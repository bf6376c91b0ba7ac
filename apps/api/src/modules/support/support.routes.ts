import { supportMessageRequestSchema, supportMessageResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import type { supportService } from './support.service';
import { subjectContextOf } from '../../access/request-context';
import { access } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof supportService>;
}

export const supportRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.post(
    '/mw/support',
    {
      config: { access: access.subject(['manage_my_profile']) },
      schema: {
        tags: ['middleware'],
        summary: 'Send a message to customer service',
        body: supportMessageRequestSchema,
        response: { 201: supportMessageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.send(subjectContextOf(request), request.body)),
  );
};

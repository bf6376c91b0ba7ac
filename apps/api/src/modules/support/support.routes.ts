import { supportMessageRequestSchema, supportMessageResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import { customerOf, requireCustomerToken } from '../me/customer-token';
import type { supportService } from './support.service';

interface Options {
  service: ReturnType<typeof supportService>;
}

export const supportRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('preParsing', requireCustomerToken);

  app.post(
    '/mw/support',
    {
      schema: {
        tags: ['middleware'],
        summary: 'Send a message to customer service',
        body: supportMessageRequestSchema,
        response: { 201: supportMessageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.send(customerOf(request), request.body)),
  );
};

import { contactMessageRequestSchema, contactMessageResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import type { ContactService } from './contact.service';
import { access } from '../../access/route-access';

interface Options {
  service: ContactService;
}

/**
 * Open like POST /mw/newsletter (the other public form): the storefront's server forwards the
 * visitor's form; bot protection and a per-IP limit keep machines from filling the mailbox.
 */
export const contactRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.post(
    '/mw/contact',
    {
      config: { access: access.public({ noStore: true }) },
      schema: {
        tags: ['middleware'],
        summary: 'Send a message to customer service from the public contact form',
        description:
          '400 InvalidInput/InvalidField names the field; 400 BotProtectionFailed when the bot check refuses; 429 with Retry-After beyond the per-IP limit.',
        body: contactMessageRequestSchema,
        response: { 201: contactMessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.send(request.ctx, request.body)),
  );
};

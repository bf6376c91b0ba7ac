import { officeListSchema, setActiveOfficeSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import { customerOf, requireCustomerToken } from '../me/customer-token';
import type { officesService } from './offices.service';

interface Options {
  service: ReturnType<typeof officesService>;
}

export const officeRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('preParsing', requireCustomerToken);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/mw/offices',
    { schema: { tags: ['middleware'], summary: "The signed-in customer's offices and which one is active", response: { 200: officeListSchema } } },
    async (request) => service.list(customerOf(request)),
  );

  app.post(
    '/mw/offices/active',
    {
      schema: {
        tags: ['middleware'],
        summary: "Switch the session's active office (its addresses, contract and terms then apply)",
        body: setActiveOfficeSchema,
        response: { 200: officeListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.setActive(customerOf(request), request.body.businessUnitId),
  );
};

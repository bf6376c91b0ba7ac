import { customerSchema, myCustomerUpdateSchema, myPasswordChangeSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import type { meService } from './me.service';

interface MeOptions {
  service: ReturnType<typeof meService>;
}

/** The signed-in account's own record: a customer's, or a representative's own (or its subject's once synced). */
export const meRoutes: FastifyPluginAsyncZod<MeOptions> = async (app, { service }) => {
  app.get(
    '/aces/me',
    {
      config: { access: access.account(['manage_my_profile']) },
      schema: {
        tags: ['me'],
        summary: 'The signed-in customer (addresses of the active office)',
        response: { 200: customerSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.get(request.ctx),
  );

  app.post(
    '/aces/me',
    {
      config: { access: access.account(['manage_my_profile']) },
      schema: {
        tags: ['me'],
        summary: 'Update the signed-in customer: setDefaultShippingAddress, setFirstName, setLastName, setCustomField',
        body: myCustomerUpdateSchema,
        response: { 200: customerSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => service.update(request.ctx, request.body.version, request.body.actions),
  );

  app.post(
    '/aces/me/password',
    {
      config: { access: access.account(['manage_my_profile'], { securitySetting: true }) },
      schema: {
        tags: ['me'],
        summary: "Change the signed-in customer's password; ends the customer's other sessions",
        body: myPasswordChangeSchema,
        response: { 200: customerSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => service.changePassword(request.ctx, request.body),
  );
};

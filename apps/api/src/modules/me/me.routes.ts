import { customerSchema, customerSignInResultSchema, myCustomerDraftSchema, myCustomerUpdateSchema, myPasswordChangeSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import { customerOf, requireCustomerToken } from './customer-token';
import type { meService } from './me.service';
import type { signupService } from './signup.service';

interface MeOptions {
  service: ReturnType<typeof meService>;
}

/** The signed-in customer's own record: customer tokens only. */
export const meRoutes: FastifyPluginAsyncZod<MeOptions> = async (app, { service }) => {
  app.addHook('preParsing', requireCustomerToken);
  // Personal data: never cached by browsers or proxies.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/aces/me',
    { schema: { tags: ['me'], summary: 'The signed-in customer (addresses of the active office)', response: { 200: customerSchema, ...errorResponses(404) } } },
    async (request) => service.get(customerOf(request)),
  );

  app.post(
    '/aces/me',
    {
      schema: {
        tags: ['me'],
        summary: 'Update the signed-in customer: setDefaultShippingAddress, setFirstName, setLastName, setCustomField',
        body: myCustomerUpdateSchema,
        response: { 200: customerSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => service.update(customerOf(request), request.body.version, request.body.actions),
  );

  app.post(
    '/aces/me/password',
    {
      schema: {
        tags: ['me'],
        summary: "Change the signed-in customer's password; ends the customer's other sessions",
        body: myPasswordChangeSchema,
        response: { 200: customerSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => service.changePassword(customerOf(request), request.body),
  );
};

interface SignupOptions {
  service: ReturnType<typeof signupService>;
}

/** Registration: called with the storefront's (anonymous or client) token, not a customer's. */
export const signupRoutes: FastifyPluginAsyncZod<SignupOptions> = async (app, { service }) => {
  app.post(
    '/aces/me/signup',
    {
      schema: {
        tags: ['me'],
        summary: 'Register a customer (MyCustomerDraft); answers 201 {customer}',
        body: myCustomerDraftSchema,
        response: { 201: customerSignInResultSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => reply.code(201).header('cache-control', 'no-store').send(await service.signup(request.body, request.ip)),
  );
};

import {
  authTokensSchema,
  myCustomerDraftSchema,
  signupAcceptedSchema,
  signupConfirmRequestSchema,
} from '@chairside/contracts';
import { accountMessages } from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import { noQuery } from '../auth/auth.routes';
import type { SignupConfirmationService } from './signup-confirm.service';
import type { SignupService } from './signup.service';

interface SignupOptions {
  signups: SignupService;
  confirmations: SignupConfirmationService;
}

/** Registration and the confirmation of its email. */
export const signupRoutes: FastifyPluginAsyncZod<SignupOptions> = async (app, { signups, confirmations }) => {
  app.post(
    '/aces/me/signup',
    {
      // Registration comes with the storefront's anonymous or client token, never a customer's.
      config: { access: access.token(['manage_my_profile'], { actors: ['client', 'anonymous'], noStore: true }) },
      schema: {
        tags: ['me'],
        summary: 'Register a customer (MyCustomerDraft); the email is confirmed by a mailed link',
        description:
          'Answers 202 with one message for every acceptable draft, whether the email is new, already registered ' +
          'or waiting for confirmation: a new or pending email gets a confirmation link (POST /auth/signup/confirm), ' +
          'a registered one a note to its owner. 400 for a draft the rules refuse; 429 with Retry-After beyond ' +
          'SIGNUPS_PER_HOUR registrations per visitor.',
        body: myCustomerDraftSchema,
        response: { 202: signupAcceptedSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      await signups.signup(request.ctx, request.body);
      return reply.code(202).send({ message: accountMessages.signupRequested });
    },
  );

  app.post(
    '/auth/signup/confirm',
    {
      config: { access: access.client() },
      schema: {
        querystring: noQuery,
        tags: ['auth'],
        summary: "Confirm a registration's email and sign the customer in",
        description:
          'Called by the storefront server with its client credentials (`Authorization: Basic …`). Answers tokens as ' +
          'POST /auth/user does (and merges the anonymous cart the same way); the link works once. 400 ' +
          'InvalidConfirmationToken with `reason` unknown, used (or replaced by a newer link) or expired.',
        body: signupConfirmRequestSchema,
        response: { 200: authTokensSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => confirmations.confirm(request.ctx, request.body),
  );
};

import {
  authTokensSchema,
  authUserRequestSchema,
  errorResponseSchema,
  passwordResetAcceptedSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshTokenRequestSchema,
  sessionsRevokedSchema,
} from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access/route-access';
import { z } from 'zod';
import type { AuthService } from './auth.service';
import { resetRequestedMessage } from './password-reset.service';

interface Options {
  service: AuthService;
}

// A 400 is an OAuth error (invalid_grant, unauthorized_client) or a plain one (validation, reset link); OAuth first, so
// its fields survive serialization.
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};
/** The auth service takes everything in its JSON body: a query string (a password in a URL, say) is refused. */
export const noQuery = z.strictObject({});
const clientAuth = 'Called by the storefront server with its client credentials (`Authorization: Basic …`).';

/** The auth service (DESIGN.md §4, spec §7). Token replies are never cached. */
export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.post(
    '/auth/anonymous',
    {
      config: { access: access.client() },
      schema: {
        querystring: noQuery,
        tags: ['auth'],
        summary: 'Start an anonymous session',
        description: clientAuth,
        response: { 200: authTokensSchema, ...errors },
      },
    },
    (request) => service.anonymous(request.ctx),
  );

  app.post(
    '/auth/user',
    {
      config: { access: access.client() },
      schema: {
        querystring: noQuery,
        tags: ['auth'],
        summary: 'Sign a customer in',
        description: `${clientAuth} Wrong email or password: 401 invalid_customer_account_credentials, the same for unknown and known emails. Failed attempts are limited per account and per IP (429 with Retry-After).`,
        body: authUserRequestSchema,
        response: { 200: authTokensSchema, ...errors },
      },
    },
    (request) => service.user(request.ctx, request.body),
  );

  app.post(
    '/auth/refresh',
    {
      config: { access: access.client() },
      schema: {
        querystring: noQuery,
        tags: ['auth'],
        summary: 'Rotate a refresh token',
        description: `${clientAuth} Returns a new refresh token; a spent one ends the session (400 invalid_grant).`,
        body: refreshTokenRequestSchema,
        response: { 200: authTokensSchema, ...errors },
      },
    },
    (request) => service.refresh(request.ctx, request.body.refresh_token),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: access.client() },
      schema: {
        querystring: noQuery,
        tags: ['auth'],
        summary: 'End the session of a refresh token',
        description: clientAuth,
        body: refreshTokenRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.logout(request.body.refresh_token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/sessions/revoke-others',
    {
      config: { access: access.client() },
      schema: {
        querystring: noQuery,
        tags: ['auth'],
        summary: "End the customer's other sessions",
        description: `${clientAuth} Revokes every session of the customer except the one of the given refresh token (which keeps working); their refresh tokens stop working at once, their access tokens when they expire. 400 invalid_grant for a token of no open customer session.`,
        body: refreshTokenRequestSchema,
        response: { 200: sessionsRevokedSchema, ...errors },
      },
    },
    (request) => service.endOtherSessions(request.ctx, request.body.refresh_token),
  );

  app.post(
    '/auth/reset',
    {
      config: { access: access.client() },
      schema: {
        querystring: noQuery,
        tags: ['auth'],
        summary: 'Mail a password reset link',
        description: `${clientAuth} Always 202 with the same body, whether or not the email belongs to an account.`,
        body: passwordResetRequestSchema,
        response: { 202: passwordResetAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.requestReset(request.ctx, request.body);
      return reply.code(202).send({ message: resetRequestedMessage });
    },
  );

  app.post(
    '/auth/reset/confirm',
    {
      config: { access: access.client() },
      schema: {
        querystring: noQuery,
        tags: ['auth'],
        summary: 'Set a new password with a reset link',
        description: `${clientAuth} 400 InvalidResetToken for an unknown, used or expired link; 400 InvalidField for a password the policy refuses. Ends every session of the customer.`,
        body: passwordResetConfirmSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.confirmReset(request.body);
      return reply.code(204).send(null);
    },
  );
};

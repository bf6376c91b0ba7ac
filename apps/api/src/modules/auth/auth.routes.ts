import {
  authErrorResponseSchema,
  authTokensSchema,
  authUserRequestSchema,
  errorResponseSchema,
  passwordResetAcceptedSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshTokenRequestSchema,
  sessionsRevokedSchema,
} from '@chairside/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrorHandler } from '../oauth/auth-error-handler';
import type { AuthCall, AuthService } from './auth.service';
import { resetRequestedMessage } from './password-reset.service';

interface Options {
  service: AuthService;
}

const callOf = (request: FastifyRequest): AuthCall => ({ authorization: request.headers.authorization, ip: request.ip, log: request.log });

// A 400 is an OAuth error (invalid_grant, unauthorized_client) or a plain one (validation, reset link); OAuth first, so its fields survive serialization.
const errors = { 400: z.union([authErrorResponseSchema, errorResponseSchema]), 401: authErrorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema };
const clientAuth = 'Called by the storefront server with its client credentials (`Authorization: Basic …`).';

/** The auth service (DESIGN.md §4, spec §7). Token replies are never cached. */
export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.setErrorHandler(authErrorHandler);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/auth/anonymous', { schema: { tags: ['auth'], summary: 'Start an anonymous session', description: clientAuth, response: { 200: authTokensSchema, ...errors } } }, (request) =>
    service.anonymous(callOf(request)),
  );

  app.post(
    '/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign a customer in',
        description: `${clientAuth} Wrong email or password: 401 invalid_customer_account_credentials, the same for unknown and known emails. Failed attempts are limited per account and per IP (429 with Retry-After).`,
        body: authUserRequestSchema,
        response: { 200: authTokensSchema, ...errors },
      },
    },
    (request) => service.user(callOf(request), request.body),
  );

  app.post(
    '/auth/refresh',
    { schema: { tags: ['auth'], summary: 'Rotate a refresh token', description: `${clientAuth} Returns a new refresh token; a spent one ends the session (400 invalid_grant).`, body: refreshTokenRequestSchema, response: { 200: authTokensSchema, ...errors } } },
    (request) => service.refresh(callOf(request), request.body.refresh_token),
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'End the session of a refresh token', description: clientAuth, body: refreshTokenRequestSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.logout(callOf(request), request.body.refresh_token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/sessions/revoke-others',
    {
      schema: {
        tags: ['auth'],
        summary: "End the customer's other sessions",
        description: `${clientAuth} Revokes every session of the customer except the one of the given refresh token (which keeps working); their refresh tokens stop working at once, their access tokens when they expire. 400 invalid_grant for a token of no open customer session.`,
        body: refreshTokenRequestSchema,
        response: { 200: sessionsRevokedSchema, ...errors },
      },
    },
    (request) => service.endOtherSessions(callOf(request), request.body.refresh_token),
  );

  app.post(
    '/auth/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link',
        description: `${clientAuth} Always 202 with the same body, whether or not the email belongs to an account.`,
        body: passwordResetRequestSchema,
        response: { 202: passwordResetAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.requestReset(callOf(request), request.body);
      return reply.code(202).send({ message: resetRequestedMessage });
    },
  );

  app.post(
    '/auth/reset/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link',
        description: `${clientAuth} 400 InvalidResetToken for an unknown, used or expired link; 400 InvalidField for a password the policy refuses. Ends every session of the customer.`,
        body: passwordResetConfirmSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.confirmReset(callOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
};

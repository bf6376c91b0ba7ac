import { authErrorResponseSchema, tokenResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthError, invalidRequest } from './auth-errors';
import type { oauthService } from './oauth.service';
import { tokenRequestParams } from './token-request';

interface Options {
  service: ReturnType<typeof oauthService>;
}

const formBodyLimitBytes = 16 * 1024;

export const oauthRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  // Token requests are forms; the body stays a string and is read leniently by tokenRequestParams.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: formBodyLimitBytes }, (_request, body, done) => done(null, body));
  // OAuth errors carry their own body and challenge; everything else goes to the app's handler.
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof AuthError)) throw error;
    if (error.challenge) reply.header('www-authenticate', error.challenge);
    return reply.code(error.statusCode).send(error.toResponse());
  });

  app.post(
    '/oauth/token',
    {
      schema: {
        tags: ['oauth'],
        summary: 'Issue an access token (client_credentials)',
        description:
          'Client authentication with `Authorization: Basic base64(clientId:clientSecret)`; parameters `grant_type=client_credentials` and ' +
          'optional space-separated `scope` as an application/x-www-form-urlencoded body or as query parameters.',
        response: { 200: tokenResponseSchema, 400: authErrorResponseSchema, 401: authErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      if (body !== undefined && body !== null && typeof body !== 'string') {
        throw invalidRequest('The token request must be sent as application/x-www-form-urlencoded.');
      }
      const queryStart = request.url.indexOf('?');
      const query = queryStart < 0 ? undefined : request.url.slice(queryStart + 1);
      const token = await service.token(request.headers.authorization, tokenRequestParams(query, body ?? undefined));
      // RFC 6749 §5.1: responses carrying tokens must not be cached.
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(token);
    },
  );
};

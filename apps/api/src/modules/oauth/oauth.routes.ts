import { errorResponseSchema, tokenResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access/route-access';
import { invalidRequest } from './auth-errors';
import type { oauthService, TokenEndpoint } from './oauth.service';
import { projectKey } from './scopes';
import { refuseCredentialsInUrl, tokenRequestParams } from './token-request';

interface Options {
  service: ReturnType<typeof oauthService>;
}

const formBodyLimitBytes = 16 * 1024;

const endpoints: { path: string; endpoint: TokenEndpoint; summary: string; grants: string }[] = [
  {
    path: '/oauth/token',
    endpoint: 'token',
    summary: 'Issue an access token (client_credentials) or refresh one',
    grants: '`grant_type=client_credentials` with optional `scope`, or `grant_type=refresh_token` with `refresh_token`',
  },
  {
    path: `/oauth/${projectKey}/anonymous/token`,
    endpoint: 'anonymous',
    summary: 'Start an anonymous session',
    grants:
      '`grant_type=client_credentials` with optional `scope` and `anonymous_id` (the client needs create_anonymous_token), or `grant_type=refresh_token`',
  },
  {
    path: `/oauth/${projectKey}/customers/token`,
    endpoint: 'customers',
    summary: 'Sign a customer in (password grant)',
    grants: '`grant_type=password`, `username` (email), `password`, optional `scope`',
  },
];

export const oauthRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  // Token requests are forms; the body stays a string and is read leniently by tokenRequestParams.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimitBytes },
    (_request, body, done) => done(null, body),
  );

  for (const { path, endpoint, summary, grants } of endpoints) {
    app.post(
      path,
      {
        config: { access: access.client() },
        schema: {
          tags: ['oauth'],
          summary,
          description:
            `Client authentication with \`Authorization: Basic base64(clientId:clientSecret)\`; ${grants}, as an application/x-www-form-urlencoded body ` +
            'or as query parameters. Refresh tokens are single-use: each refresh returns a new one, and presenting a spent one ends the session.',
          response: {
            200: tokenResponseSchema,
            400: errorResponseSchema,
            429: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const { body } = request;
        if (body !== undefined && body !== null && typeof body !== 'string') {
          throw invalidRequest('The token request must be sent as application/x-www-form-urlencoded.');
        }
        const queryStart = request.url.indexOf('?');
        const query = queryStart < 0 ? undefined : request.url.slice(queryStart + 1);
        refuseCredentialsInUrl(query);
        const params = tokenRequestParams(query, body ?? undefined);
        const token = await service.token(endpoint, request.ctx, params);
        // RFC 6749 §5.1: responses carrying tokens must not be cached (the access declaration sends no-store).
        return reply.header('pragma', 'no-cache').send(token);
      },
    );
  }
};

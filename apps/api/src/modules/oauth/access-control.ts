import { authErrorResponseSchema } from '@chairside/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { AuthError, insufficientScope, invalidAccessToken, missingAccessToken } from './auth-errors';
import { requiredScopes } from './route-scopes';
import { hasAnyScope, manageProjectScope, projectScope } from './scopes';
import { InvalidAccessTokenError, type AccessToken, type TokenService } from './token-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access token, on routes that require one. */
    accessToken: AccessToken | null;
  }
}

const bearerPattern = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i;

async function authenticate(tokens: TokenService, header: string | undefined): Promise<AccessToken> {
  if (header === undefined || header.trim() === '') throw missingAccessToken();
  const token = bearerPattern.exec(header)?.[1];
  if (!token) throw invalidAccessToken('The Authorization header must be "Bearer <access token>".');
  try {
    return await tokens.verifyAccessToken(token);
  } catch (error) {
    if (error instanceof InvalidAccessTokenError) throw invalidAccessToken(error.message);
    throw error;
  }
}

function refuse(request: FastifyRequest, reply: FastifyReply, error: AuthError): FastifyReply {
  request.log.info({ authError: error.code, reason: error.description }, 'access refused');
  if (error.challenge) reply.header('www-authenticate', error.challenge);
  return reply.code(error.statusCode).send(error.toResponse());
}

/**
 * `requireScopes(...anyOf)` makes a hook (onRequest or preHandler) that lets a request through
 * when it carries a valid access token holding one of the scopes (names without the project
 * suffix; an empty list admits manage_project only). Otherwise it answers 401 invalid_token or
 * 403 insufficient_scope with a WWW-Authenticate challenge. The token lands on request.accessToken.
 */
export function scopeGuard(tokens: TokenService) {
  return function requireScopes(...anyOf: string[]): onRequestHookHandler {
    const accepted = anyOf.length > 0 ? anyOf.map(projectScope) : [manageProjectScope];
    return async function checkAccessToken(request, reply) {
      let token: AccessToken;
      try {
        token = await authenticate(tokens, request.headers.authorization);
      } catch (error) {
        if (error instanceof AuthError) return refuse(request, reply, error);
        throw error;
      }
      if (!hasAnyScope(token.scopes, anyOf)) return refuse(request, reply, insufficientScope(accepted));
      request.accessToken = token;
    };
  };
}

/** One rule for methods that share a route: the strictest (manage_project only) when they differ. */
function scopesForRoute(route: RouteOptions): readonly string[] | undefined {
  const perMethod = [route.method].flat().map((method) => requiredScopes(method, route.url));
  const [first] = perMethod;
  if (first === undefined) return perMethod.every((scopes) => scopes === undefined) ? undefined : [];
  return perMethod.every((scopes) => scopes !== undefined && scopes.join() === first.join()) ? first : [];
}

/**
 * The single place where routes get their token check: every route registered after this call
 * whose path is protected (route-scopes.ts) gets `requireScopes` as its first onRequest hook, so
 * a token is checked before the request is parsed or validated, and modules add nothing.
 */
export function registerAccessControl(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('accessToken', null);
  const requireScopes = scopeGuard(tokens);
  app.addHook('onRoute', (route) => {
    const scopes = scopesForRoute(route);
    if (scopes === undefined) return;
    route.onRequest = [requireScopes(...scopes), ...[route.onRequest ?? []].flat()];
    if (route.schema?.response && typeof route.schema.response === 'object') {
      route.schema = { ...route.schema, response: { ...route.schema.response, 401: authErrorResponseSchema, 403: authErrorResponseSchema } };
    }
  });
}

import { isIP } from 'node:net';
import { errorResponseSchema, visitorAddressHeader } from '@chairside/contracts';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { ApiClientRecord } from '@chairside/db';
import { insufficientScope, invalidAccessToken, missingAccessToken } from '../modules/oauth/auth-errors';
import { hasAnyScope, manageProjectScope, projectScope } from '../modules/oauth/scopes';
import { InvalidAccessTokenError, type AccessToken, type TokenService } from '../modules/oauth/token-service';
import {
  accessNotDeclared,
  actorNotAllowed,
  notAUserToken,
  representativeMayNotChange,
  subjectRequired,
} from './access-errors';
import { isUuid } from '../ids/uuid';
import { isAccountActor, type Actor } from './actor';
import type { RepresentativeSubject } from './representative-subject';
import {
  assignedOfficesOnly,
  createContext,
  type OfficeLoader,
  type RequestContext,
  type Subject,
} from './request-context';
import type { RouteAccess } from './route-access';

export interface ContextDependencies {
  tokens: TokenService;
  /** Authenticates `Authorization: Basic …`; throws 401 invalid_client. */
  authenticateClient: (authorization: string | undefined) => Promise<ApiClientRecord>;
  loadOffices: OfficeLoader;
  /** Whom a representative's request acts for: its session's sync while it holds (issue 18). */
  representativeSubject: RepresentativeSubject;
  /** True for a sign-in session that has ended (logout, password change): its access tokens are refused. */
  sessionEnded: (sessionId: string) => boolean;
  /** Clients whose `x-visitor-address` is believed (TRUSTED_VISITOR_CLIENTS): the storefront's server. */
  trustedVisitorClients: readonly string[];
}

const bearerPattern = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i;

async function verifiedBearer(tokens: TokenService, header: string | undefined): Promise<AccessToken> {
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

/** The value of a token's `customer_id:` or `anonymous_id:` scope. */
export function scopeValueOf(scopes: readonly string[], name: 'customer_id' | 'anonymous_id'): string | undefined {
  const prefix = `${name}:`;
  return scopes.find((scope) => scope.startsWith(prefix))?.slice(prefix.length) || undefined;
}

/**
 * The actor a verified token speaks for: its customer (or representative) account, anonymous session or client. A
 * customer_id that is no customer id (the token endpoint grants none, but keys outlive code) refuses the token.
 */
export function actorOf(token: AccessToken): Actor {
  const customerId = scopeValueOf(token.scopes, 'customer_id');
  if (customerId !== undefined) {
    if (!isUuid(customerId)) throw invalidAccessToken('The access token names no customer.');
    return token.role === 'sales_rep' ? { kind: 'sales-rep', customerId } : { kind: 'customer', customerId };
  }
  const anonymousId = scopeValueOf(token.scopes, 'anonymous_id');
  return anonymousId === undefined ? { kind: 'client' } : { kind: 'anonymous', anonymousId };
}

/** Refuses a caller the route does not serve, with the answer each case has always had. */
function checkCaller(access: RouteAccess, actor: Actor, subject: Subject | undefined): void {
  if (!access.actors.includes(actor.kind)) {
    // A client or anonymous token on a customer route: the spec §8 "not a user token" answer.
    throw access.actors.includes('customer') ? notAUserToken() : actorNotAllowed();
  }
  if (access.subject && isAccountActor(actor) && !subject) throw subjectRequired();
  if (access.securitySetting && actor.kind === 'sales-rep' && subject) throw representativeMayNotChange();
}

/**
 * The one place every routed request resolves to its context: credentials checked as the route declares (token,
 * client or none), scopes and caller kind enforced, the subject customer named. Runs first, before the body is read,
 * so a refused request costs no parsing. A route without a declaration is refused.
 */
export function registerRequestContext(app: FastifyInstance, deps: ContextDependencies): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRoute', documentAccess);
  // A callback hook, not an async one: a request that needs no lookup (a public route, a bearer token verified in
  // memory) resolves without a promise or a microtask of its own.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.is404) return done();
    const access = request.routeOptions.config.access;
    if (!access) {
      request.log.error({ route: request.routeOptions.url }, 'route declares no access');
      return done(accessNotDeclared());
    }
    if (access.noStore) reply.header('cache-control', 'no-store');
    let resolved: RequestContext | Promise<RequestContext>;
    try {
      resolved = resolveContext(request, access, deps);
    } catch (error) {
      return done(error as Error);
    }
    if (!(resolved instanceof Promise)) {
      request.ctx = resolved;
      return done();
    }
    resolved.then((context) => {
      request.ctx = context;
      done();
    }, done);
  });
}

/**
 * The visitor a request is made for: the address the storefront's server names in `x-visitor-address` when the
 * request comes with that server's own credentials, else the peer (or the proxy's X-Forwarded-For under TRUST_PROXY).
 */
function visitorAddress(request: FastifyRequest, clientId: string | undefined, deps: ContextDependencies): string {
  const named = request.headers[visitorAddressHeader];
  if (clientId === undefined || typeof named !== 'string' || !deps.trustedVisitorClients.includes(clientId))
    return request.ip;
  return isIP(named.trim()) ? named.trim() : request.ip;
}

const visitor: Actor = Object.freeze({ kind: 'visitor' });
const clientActor: Actor = Object.freeze({ kind: 'client' });
const noScopes: readonly string[] = Object.freeze([]);

/** The context of a caller without a token: a visitor, or an API client (named when it authenticated). */
function callerContext(
  request: FastifyRequest,
  actor: Actor,
  client: ApiClientRecord | undefined,
  deps: ContextDependencies,
) {
  return createContext(
    {
      requestId: request.id,
      now: new Date(),
      ip: visitorAddress(request, client?.clientId, deps),
      log: request.log,
      client: client && { clientId: client.clientId, scopes: client.scopes },
      scopes: actor.kind === 'client' && client ? client.scopes : noScopes,
      actor,
      sessionId: undefined,
      subject: undefined,
    },
    deps.loadOffices,
  );
}

/** The request's context; synchronous when nothing needs a lookup (a public route called without client credentials). */
function resolveContext(
  request: FastifyRequest,
  access: RouteAccess,
  deps: ContextDependencies,
): RequestContext | Promise<RequestContext> {
  const { authorization } = request.headers;
  if (access.credentials === 'none') {
    // A public route needs no credentials, but the storefront's server sends its own so that its visitor counts.
    if (!authorization?.startsWith('Basic ')) return callerContext(request, visitor, undefined, deps);
    return deps.authenticateClient(authorization).then((client) => callerContext(request, visitor, client, deps));
  }
  if (access.credentials === 'client')
    return deps.authenticateClient(authorization).then((client) => callerContext(request, clientActor, client, deps));
  return tokenContext(request, access, deps);
}

async function tokenContext(request: FastifyRequest, access: RouteAccess, deps: ContextDependencies) {
  const base = { requestId: request.id, now: new Date(), log: request.log };
  const token = await verifiedBearer(deps.tokens, request.headers.authorization);
  if (token.sessionId !== undefined && deps.sessionEnded(token.sessionId))
    throw invalidAccessToken('The session of this access token has ended.');
  if (!hasAnyScope(token.scopes, access.scopes)) {
    throw insufficientScope(access.scopes.length > 0 ? access.scopes.map(projectScope) : [manageProjectScope]);
  }
  const actor = actorOf(token);
  // A customer acts for itself (no query); a representative for the customer its session has synced to, if any.
  const acting =
    actor.kind === 'sales-rep'
      ? await deps.representativeSubject({
          sessionId: token.sessionId,
          repId: actor.customerId,
          now: base.now,
          requestId: base.requestId,
        })
      : undefined;
  const subject: Subject | undefined = actor.kind === 'customer' ? { customerId: actor.customerId } : acting?.subject;
  checkCaller(access, actor, subject);
  return createContext(
    {
      ...base,
      ip: visitorAddress(request, token.clientId, deps),
      client: { clientId: token.clientId, scopes: token.scopes },
      scopes: token.scopes,
      actor,
      sessionId: token.sessionId,
      subject,
      sync: acting?.sync,
    },
    acting ? assignedOfficesOnly(deps.loadOffices, acting.sync.officeIds) : deps.loadOffices,
  );
}

/**
 * Puts each route's declaration into its OpenAPI operation (security requirement, `x-access`) and documents the
 * 401/403 answers of authenticated routes, so /openapi.json shows who may call what.
 */
function documentAccess(route: RouteOptions): void {
  const access = route.config?.access;
  if (!access || !route.schema) return;
  const security =
    access.credentials === 'none'
      ? []
      : access.credentials === 'client'
        ? [{ clientCredentials: [] }]
        : [{ oauth2: access.scopes.length > 0 ? access.scopes.map(projectScope) : [manageProjectScope] }];
  const response =
    access.credentials !== 'none' && route.schema.response && typeof route.schema.response === 'object'
      ? { ...route.schema.response, 401: errorResponseSchema, 403: errorResponseSchema }
      : route.schema.response;
  const declared = {
    credentials: access.credentials,
    actors: access.actors,
    subject: access.subject,
    ...(access.securitySetting ? { securitySetting: true } : {}),
  };
  // @fastify/swagger copies `x-` keys of a route schema into its operation.
  const documented: FastifySchema & { security: unknown; 'x-access': unknown } = {
    ...route.schema,
    security,
    'x-access': declared,
    ...(response === undefined ? {} : { response }),
  };
  route.schema = documented;
}

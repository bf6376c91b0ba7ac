import { auditEventRepository, type Db } from '@chairside/db';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** POSTs that only look things up (a body carries the question): not changes the trail lists. */
const lookups = new Set(['POST /ct/pricing', 'POST /ct/inventory', 'POST /content/graphql']);

/** What a write changed, as its params or reply name it. */
interface AuditedResource {
  id: string | null;
  /** An order's number, for the trail's "Placed order CS…". */
  orderNumber: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditedResource?: AuditedResource;
  }
}

/** The action a write is recorded as: its method and route pattern ("POST /aces/me/carts/:id"). */
export const actionOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url}`;

const methodsOf = (route: RouteOptions): string[] => (Array.isArray(route.method) ? route.method : [route.method]);

/**
 * A route whose writes are audited: a write method on a route that serves customers (the representative's own routes,
 * the sync among them, record themselves), not a lookup.
 */
function isAuditedRoute(route: RouteOptions): boolean {
  return (
    route.config?.access?.actors.includes('customer') === true &&
    methodsOf(route).some((method) => writeMethods.has(method) && !lookups.has(`${method} ${route.url}`))
  );
}

/** On an audited route: a write (not a lookup) that succeeded while a representative acted for a customer. */
const isAudited = (request: FastifyRequest, reply: FastifyReply): boolean =>
  request.ctx?.sync !== undefined &&
  reply.statusCode < 400 &&
  writeMethods.has(request.method) &&
  !lookups.has(actionOf(request));

/** A route's hooks of one kind as a list, to add one to. */
const hookList = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The resource a write names: the route's id, else the id (or order) its JSON reply carries. */
function resourceOf(params: unknown, payload: unknown): AuditedResource {
  const named = params as Record<string, unknown> | undefined;
  let reply: Record<string, unknown> = {};
  if (typeof payload === 'string') {
    try {
      const parsed: unknown = JSON.parse(payload);
      if (parsed && typeof parsed === 'object') reply = parsed as Record<string, unknown>;
    } catch {
      // Not JSON: the route's params are all there is.
    }
  }
  const order = (reply.order ?? {}) as Record<string, unknown>;
  return {
    id: text(named?.id) ?? text(named?.uuid) ?? text(order.id) ?? text(reply.order_id) ?? text(reply.id),
    orderNumber: text(order.orderNumber) ?? text(reply.order_number),
  };
}

/**
 * The write audit (issue 18; reference §6.4): every write a representative makes while acting for a customer is
 * recorded with both (who, for whom, which office, what, the resource, the status), after the reply is sent, for
 * every route without its service knowing. A failure to record is logged; the reply has already gone.
 */
export function registerWriteAudit(app: FastifyInstance, db: Db): void {
  const events = auditEventRepository(db);
  const noteResource: onSendHookHandler = (request, reply, payload, done) => {
    if (isAudited(request, reply)) request.auditedResource = resourceOf(request.params, payload);
    done(null, payload);
  };
  // Only an audited write waits on the database; every other request passes straight on.
  const recordAfterReply: onResponseHookHandler = (request, reply, done) => {
    if (!isAudited(request, reply)) return done();
    void record(request, reply).finally(() => done());
  };
  // The hooks go only on the routes that can carry an audited write: reads, most requests, run no audit code (each
  // hook Fastify runs adds most of a microsecond to every request, and GET /health costs about 27 in all).
  app.addHook('onRoute', (route) => {
    if (!isAuditedRoute(route)) return;
    route.onSend = [...hookList(route.onSend), noteResource];
    route.onResponse = [...hookList(route.onResponse), recordAfterReply];
  });

  async function record(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { ctx } = request;
    const sync = ctx.sync;
    if (!sync) return;
    const resource = request.auditedResource ?? resourceOf(request.params, undefined);
    try {
      const { active } = await ctx.offices();
      await events.record({
        at: ctx.now,
        actorKind: 'sales-rep',
        actorId: sync.rep.id,
        actorEmail: sync.rep.email,
        subjectCustomerId: ctx.subject?.customerId ?? null,
        subjectEmail: sync.subjectEmail,
        businessUnitId: active?.id ?? null,
        sessionId: ctx.sessionId ?? null,
        requestId: ctx.requestId,
        action: actionOf(request),
        resourceId: resource.id,
        status: reply.statusCode,
        note: resource.orderNumber,
      });
    } catch (error) {
      request.log.error({ err: error, action: actionOf(request) }, 'audit event not recorded');
    }
  }
}

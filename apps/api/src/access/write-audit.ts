import { auditEventRepository, type Db } from '@chairside/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/**
 * A write that succeeded while a representative acted for a customer, on a route that serves customers (the
 * representative's own routes, the sync among them, record themselves).
 */
function isAudited(request: FastifyRequest, reply: FastifyReply): boolean {
  // Cheapest tests first: every request passes here twice, and most are reads.
  return (
    writeMethods.has(request.method) &&
    request.ctx?.sync !== undefined &&
    reply.statusCode < 400 &&
    request.routeOptions.config.access?.actors.includes('customer') === true &&
    !lookups.has(actionOf(request))
  );
}

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
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isAudited(request, reply)) request.auditedResource = resourceOf(request.params, payload);
    done(null, payload);
  });
  // Only an audited write waits on the database; every other request passes straight on.
  app.addHook('onResponse', (request, reply, done) => {
    if (!isAudited(request, reply)) return done();
    void record(request, reply).finally(() => done());
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

import {
  cartDeleteQuerySchema,
  cartIdParamsSchema,
  cartSchema,
  myCartDraftSchema,
  myCartUpdateSchema,
  pagedQueryResponseSchema,
  queryParamsSchema,
  repriceCartRequestSchema,
  repriceCartResponseSchema,
} from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subjectContextOf, type RequestContext } from '../../access/request-context';
import { access } from '../../access/route-access';
import type { Idempotency } from '../../http/idempotency';
import { errorResponses } from '../../http/openapi';
import { cartAnswerJson } from './cart-json';
import { cartOwnerOf } from './cart-owner';
import { withQueryVariables } from '../../query/query-variables';
import type { CartsService } from './carts.service';

interface Options {
  service: CartsService;
}

interface CartRouteOptions extends Options {
  /** An optional Idempotency-Key makes a retried create or update replay its first answer. */
  idempotency: Idempotency;
}

const cartListQuerySchema = withQueryVariables(queryParamsSchema);

/** Idempotency keys are kept per cart owner: the subject customer or the anonymous session. */
const ownerKey = (context: RequestContext) => {
  const owner = cartOwnerOf(context);
  if (!owner) return `actor:${context.actor.kind}`;
  return 'customerId' in owner ? `customer:${owner.customerId}` : `anonymous:${owner.anonymousId}`;
};

const cartAccess = access.subject(['manage_my_orders'], { anonymous: true });

/**
 * A cart answer is built by the typed mapper; a 500-line cart is not re-validated on every write (the tests parse it).
 */
const typedSerializer = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
/**
 * typedSerializer that reuses the JSON of unchanged lines. Fastify sends the Buffer it may return as it is (its
 * serializer type names strings only).
 */
const cartSerializer = { serializerCompiler: () => cartAnswerJson as (data: unknown) => string };

/** The caller's carts (commerce API, spec §7): customer or anonymous tokens. */
export const cartRoutes: FastifyPluginAsyncZod<CartRouteOptions> = async (app, { service, idempotency }) => {
  // The commercetools SDK sends DELETE with Content-Type application/json and no body (reference §0): accept that here.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' && request.method === 'DELETE' ? done(null, undefined) : json(request, body as string, done),
  );

  app.get(
    '/aces/me/active-cart',
    {
      config: { access: cartAccess },
      schema: {
        tags: ['carts'],
        summary: "The caller's active cart (404 when there is none)",
        response: { 200: cartSchema, ...errorResponses(404) },
      },
      ...cartSerializer,
    },
    async (request) => service.active(request.ctx),
  );

  app.get(
    '/aces/me/carts',
    {
      config: { access: cartAccess },
      schema: {
        tags: ['carts'],
        summary:
          'The caller’s carts (where, sort, limit, offset, withTotal); where=origin="Merchant"&sort=origin desc lists the REPLENISH plans',
        querystring: cartListQuerySchema,
        response: { 200: pagedQueryResponseSchema(cartSchema), ...errorResponses(400) },
      },
    },
    async (request) => service.list(request.ctx, request.query),
  );

  app.post(
    '/aces/me/carts',
    {
      config: { access: cartAccess },
      schema: {
        tags: ['carts'],
        summary: 'Create a cart (MyCartDraft {currency}); it becomes the active cart',
        body: myCartDraftSchema,
        response: { 201: cartSchema, ...errorResponses(400) },
      },
      ...cartSerializer,
    },
    async (request, reply) => {
      return idempotency.run(request, reply, { owner: ownerKey(request.ctx) }, async () => ({
        status: 201,
        body: await service.create(request.ctx, request.body),
      }));
    },
  );

  app.get(
    '/aces/me/carts/:id',
    {
      config: { access: cartAccess },
      schema: {
        tags: ['carts'],
        summary: 'One of the caller’s carts',
        params: cartIdParamsSchema,
        response: { 200: cartSchema, ...errorResponses(404) },
      },
      ...cartSerializer,
    },
    async (request) => service.get(request.ctx, request.params.id),
  );

  app.post(
    '/aces/me/carts/:id',
    {
      config: { access: cartAccess },
      schema: {
        tags: ['carts'],
        summary:
          'Update a cart: {version, actions} applied in order and atomically (409 ConcurrentModification on a stale version)',
        params: cartIdParamsSchema,
        body: myCartUpdateSchema,
        response: { 200: cartSchema, ...errorResponses(400, 404, 409) },
      },
      ...cartSerializer,
    },
    async (request, reply) => {
      return idempotency.run(request, reply, { owner: ownerKey(request.ctx) }, async () => ({
        status: 200,
        body: await service.update(request.ctx, request.params.id, request.body),
      }));
    },
  );

  app.delete(
    '/aces/me/carts/:id',
    {
      config: { access: cartAccess },
      schema: {
        tags: ['carts'],
        summary: 'Delete a cart at ?version=',
        params: cartIdParamsSchema,
        querystring: cartDeleteQuerySchema,
        response: { 200: cartSchema, ...errorResponses(400, 404, 409) },
      },
      ...cartSerializer,
    },
    async (request) => service.remove(request.ctx, request.params.id, request.query.version),
  );
};

/** POST /ct/reprice-cart (order service): customer tokens only. */
export const repriceRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.post(
    '/ct/reprice-cart',
    {
      config: { access: access.subject(['manage_my_orders']) },
      schema: {
        tags: ['order-service'],
        summary:
          "Re-select every line's price and channel from the customer's current office and prices; returns the cart and the changes",
        body: repriceCartRequestSchema,
        response: { 200: repriceCartResponseSchema, ...errorResponses(400, 404) },
      },
      ...typedSerializer,
    },
    async (request) => service.reprice(subjectContextOf(request), request.body.cart_id),
  );
};

import { cartDeleteQuerySchema, cartIdParamsSchema, cartSchema, myCartDraftSchema, myCartUpdateSchema, repriceCartRequestSchema, repriceCartResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Idempotency } from '../../http/idempotency';
import { errorResponses } from '../../http/openapi';
import { customerOf, requireCustomerToken } from '../me/customer-token';
import { cartAnswerJson } from './cart-json';
import { cartOwnerOf, requireCartOwner } from './cart-owner';
import type { CartsService } from './carts.service';

interface Options {
  service: CartsService;
}

interface CartRouteOptions extends Options {
  /** An optional Idempotency-Key makes a retried create or update replay its first answer. */
  idempotency: Idempotency;
}

const ownerKey = (caller: ReturnType<typeof cartOwnerOf>) => ('customerId' in caller.owner ? `customer:${caller.owner.customerId}` : `anonymous:${caller.owner.anonymousId}`);

/** A cart answer is built by the typed mapper; a 500-line cart is not re-validated on every write (the tests parse it). */
const typedSerializer = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
/** typedSerializer that reuses the JSON of unchanged lines. */
const cartSerializer = { serializerCompiler: () => cartAnswerJson };

/** The caller's carts (commerce API, spec §7): customer or anonymous tokens. */
export const cartRoutes: FastifyPluginAsyncZod<CartRouteOptions> = async (app, { service, idempotency }) => {
  app.addHook('preParsing', requireCartOwner);
  // The commercetools SDK sends DELETE with Content-Type application/json and no body (reference §0): accept that here.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' && request.method === 'DELETE' ? done(null, undefined) : json(request, body as string, done),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/aces/me/active-cart',
    { schema: { tags: ['carts'], summary: "The caller's active cart (404 when there is none)", response: { 200: cartSchema, ...errorResponses(404) } }, ...cartSerializer },
    async (request) => service.active(cartOwnerOf(request)),
  );

  app.post(
    '/aces/me/carts',
    { schema: { tags: ['carts'], summary: 'Create the active cart (MyCartDraft {currency})', body: myCartDraftSchema, response: { 201: cartSchema, ...errorResponses(400) } }, ...cartSerializer },
    async (request, reply) => {
      const caller = cartOwnerOf(request);
      return idempotency.run(request, reply, { owner: ownerKey(caller) }, async () => ({ status: 201, body: await service.create(caller, request.body) }));
    },
  );

  app.get(
    '/aces/me/carts/:id',
    { schema: { tags: ['carts'], summary: 'One of the caller’s carts', params: cartIdParamsSchema, response: { 200: cartSchema, ...errorResponses(404) } }, ...cartSerializer },
    async (request) => service.get(cartOwnerOf(request), request.params.id),
  );

  app.post(
    '/aces/me/carts/:id',
    {
      schema: {
        tags: ['carts'],
        summary: 'Update a cart: {version, actions} applied in order and atomically (409 ConcurrentModification on a stale version)',
        params: cartIdParamsSchema,
        body: myCartUpdateSchema,
        response: { 200: cartSchema, ...errorResponses(400, 404, 409) },
      },
      ...cartSerializer,
    },
    async (request, reply) => {
      const caller = cartOwnerOf(request);
      return idempotency.run(request, reply, { owner: ownerKey(caller) }, async () => ({ status: 200, body: await service.update(caller, request.params.id, request.body) }));
    },
  );

  app.delete(
    '/aces/me/carts/:id',
    {
      schema: { tags: ['carts'], summary: 'Delete a cart at ?version=', params: cartIdParamsSchema, querystring: cartDeleteQuerySchema, response: { 200: cartSchema, ...errorResponses(400, 404, 409) } },
      ...cartSerializer,
    },
    async (request) => service.remove(cartOwnerOf(request), request.params.id, request.query.version),
  );
};

/** POST /ct/reprice-cart (order service): customer tokens only. */
export const repriceRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('preParsing', requireCustomerToken);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/ct/reprice-cart',
    {
      schema: {
        tags: ['order-service'],
        summary: "Re-select every line's price and channel from the customer's current office and prices; returns the cart and the changes",
        body: repriceCartRequestSchema,
        response: { 200: repriceCartResponseSchema, ...errorResponses(400, 404) },
      },
      ...typedSerializer,
    },
    async (request) => service.reprice(customerOf(request), request.body.cart_id),
  );
};

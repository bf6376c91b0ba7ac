import {
  myShoppingListDraftSchema,
  myShoppingListUpdateSchema,
  pagedQueryResponseSchema,
  queryParamsSchema,
  shoppingListDeleteQuerySchema,
  shoppingListIdParamsSchema,
  shoppingListPageSize,
  shoppingListSchema,
} from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subjectContextOf } from '../../access/request-context';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import { serializeWithoutValidation } from '../../http/unvalidated-serializer';
import { withQueryVariables } from '../../query/query-variables';
import type { ShoppingListsService } from './shopping-lists.service';

interface Options {
  service: ShoppingListsService;
}

/** Spec §9: lists are read 50 at a time unless the caller says otherwise. */
const listQuerySchema = withQueryVariables(
  queryParamsSchema.extend({ limit: z.coerce.number().int().min(0).max(500).default(shoppingListPageSize) }),
);
const expandQuerySchema = z.strictObject({ expand: z.union([z.string(), z.array(z.string())]).optional() });

/** The storefront's customer tokens carry manage_my_shopping_lists (reference §5); lists are the subject customer's. */
const listAccess = access.subject(['manage_my_shopping_lists']);
/** Lists of up to 500 lines are built by the typed mapper; the tests parse the answers with the schema. */
const serializer = { serializerCompiler: serializeWithoutValidation };

/** The caller's shopping lists and the lists shared with its office (commerce API, spec §7, reference §1.7). */
export const shoppingListRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  // The commercetools SDK sends DELETE with Content-Type application/json and no body (reference §0): accept that here.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' && request.method === 'DELETE' ? done(null, undefined) : json(request, body as string, done),
  );

  app.get(
    '/aces/me/shopping-lists',
    {
      config: { access: listAccess },
      schema: {
        tags: ['shopping-lists'],
        summary:
          "The caller's lists and those shared with its active office (limit 50, sort=lastModifiedAt desc, where, offset, withTotal, expand=lineItems[*].variant)",
        querystring: listQuerySchema,
        response: { 200: pagedQueryResponseSchema(shoppingListSchema), ...errorResponses(400) },
      },
      ...serializer,
    },
    async (request) => service.list(subjectContextOf(request), request.query),
  );

  app.get(
    '/aces/me/shopping-lists/:id',
    {
      config: { access: listAccess },
      schema: {
        tags: ['shopping-lists'],
        summary:
          'One list (expand=lineItems[*].variant adds variants and product slugs); a list shared by another member has editable=false',
        params: shoppingListIdParamsSchema,
        querystring: expandQuerySchema,
        response: { 200: shoppingListSchema, ...errorResponses(400, 404) },
      },
      ...serializer,
    },
    async (request) => service.get(subjectContextOf(request), request.params.id, request.query.expand),
  );

  app.post(
    '/aces/me/shopping-lists',
    {
      config: { access: listAccess },
      schema: {
        tags: ['shopping-lists'],
        summary: 'Create a list (MyShoppingListDraft; lines by sku or productId and variantId)',
        body: myShoppingListDraftSchema,
        response: { 201: shoppingListSchema, ...errorResponses(400) },
      },
      ...serializer,
    },
    async (request, reply) => reply.code(201).send(await service.create(subjectContextOf(request), request.body)),
  );

  app.post(
    '/aces/me/shopping-lists/:id',
    {
      config: { access: listAccess },
      schema: {
        tags: ['shopping-lists'],
        summary:
          "Update the caller's own list: {version, actions} applied in order and atomically (403 on a list shared by another member, 409 ConcurrentModification on a stale version)",
        params: shoppingListIdParamsSchema,
        body: myShoppingListUpdateSchema,
        response: { 200: shoppingListSchema, ...errorResponses(400, 403, 404, 409) },
      },
      ...serializer,
    },
    async (request) => service.update(subjectContextOf(request), request.params.id, request.body),
  );

  app.delete(
    '/aces/me/shopping-lists/:id',
    {
      config: { access: listAccess },
      schema: {
        tags: ['shopping-lists'],
        summary: "Delete the caller's own list at ?version=",
        params: shoppingListIdParamsSchema,
        querystring: shoppingListDeleteQuerySchema,
        response: { 200: shoppingListSchema, ...errorResponses(400, 403, 404, 409) },
      },
      ...serializer,
    },
    async (request) => service.remove(subjectContextOf(request), request.params.id, request.query.version),
  );
};

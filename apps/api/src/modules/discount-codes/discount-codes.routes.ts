import { discountCodePagedQueryResponseSchema, discountCodeSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../access/request-context';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import { predicateQueryParamsSchema } from '../../query/query-variables';
import { cartOwnerOf } from '../carts/cart-owner';
import { insufficientScope } from '../oauth/auth-errors';
import { hasAnyScope, projectScope } from '../oauth/scopes';
import type { CodeReader, discountCodeService } from './discount-codes.service';

interface Options {
  service: ReturnType<typeof discountCodeService>;
}

/** view_discount_codes reads every code; a storefront cart or customer token (manage_my_orders) reads its own. */
const readAccess = access.token(['view_discount_codes', 'manage_my_orders']);

function readerOf(context: RequestContext): CodeReader {
  if (hasAnyScope(context.scopes, ['view_discount_codes'])) return { kind: 'all' };
  const owner = cartOwnerOf(context);
  if (!owner) throw insufficientScope([projectScope('view_discount_codes')]);
  return { kind: 'holder', owner };
}

export const discountCodeRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/aces/discount-codes',
    {
      config: { access: readAccess },
      schema: {
        tags: ['discount-codes'],
        summary:
          'Query discount codes, e.g. where=id in ("…") for the codes of a cart (a customer or anonymous token sees ' +
          'the codes on its own carts and orders only)',
        querystring: predicateQueryParamsSchema,
        response: { 200: discountCodePagedQueryResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.query(readerOf(request.ctx), request.query),
  );

  app.get(
    '/aces/discount-codes/:id',
    {
      config: { access: readAccess },
      schema: {
        tags: ['discount-codes'],
        summary: 'Get a discount code by id',
        params: z.strictObject({ id: z.string() }),
        response: { 200: discountCodeSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.getById(readerOf(request.ctx), request.params.id),
  );
};

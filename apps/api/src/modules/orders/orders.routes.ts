import { officeOrdersQuerySchema, orderExpandQuerySchema, orderIdParamsSchema, orderPagedQueryResponseSchema, orderSchema, recentItemsQuerySchema, recentItemsResponseSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import { predicateQueryParamsSchema } from '../../query/query-variables';
import { customerOf, requireCustomerToken } from '../me/customer-token';
import type { ordersService } from './orders.service';

interface Options {
  service: ReturnType<typeof ordersService>;
}

/** Order history: the signed-in customer's own orders, the active office's orders and recently bought items. Customer tokens only. */
export const orderRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('preParsing', requireCustomerToken);
  // Personal data: never cached by browsers or proxies.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/aces/me/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'The signed-in customer\'s orders of the last 100 days (e.g. sort=lastModifiedAt desc, where=lastModifiedAt > "<iso>", limit 500)',
        querystring: predicateQueryParamsSchema,
        response: { 200: orderPagedQueryResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.listMine(customerOf(request), request.query),
  );

  app.get(
    '/aces/me/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of the signed-in customer\'s orders (expand=paymentInfo.payments[0], expand=discountCodes[*].discountCode)',
        params: orderIdParamsSchema,
        querystring: orderExpandQuerySchema,
        response: { 200: orderSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.getMine(customerOf(request), request.params.id, request.query.expand),
  );

  app.get(
    '/mw/orders',
    {
      schema: {
        tags: ['middleware'],
        summary: "The active office's orders, completedAt newest first (limit, offset)",
        querystring: officeOrdersQuerySchema,
        response: { 200: orderPagedQueryResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.listOffice(customerOf(request), request.query),
  );

  app.get(
    '/ct/recent-items',
    {
      schema: {
        tags: ['orders'],
        summary: 'Items the signed-in customer bought in the last 100 days, one entry per sku, most recently bought first (page, pageSize, days)',
        querystring: recentItemsQuerySchema,
        response: { 200: recentItemsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.recentItems(customerOf(request), request.query),
  );
};

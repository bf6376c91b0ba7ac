import {
  officeOrdersQuerySchema,
  orderExpandQuerySchema,
  orderIdParamsSchema,
  orderPagedQueryResponseSchema,
  orderSchema,
  recentItemsQuerySchema,
  recentItemsResponseSchema,
} from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import { predicateQueryParamsSchema } from '../../query/query-variables';
import type { ordersService } from './orders.service';
import { subjectContextOf } from '../../access/request-context';
import { access } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof ordersService>;
}

/**
 * Order history: the signed-in customer's own orders, the active office's orders and recently bought items. Customer
 * tokens only.
 */
export const orderRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/aces/me/orders',
    {
      config: { access: access.subject(['manage_my_orders']) },
      schema: {
        tags: ['orders'],
        summary:
          'The signed-in customer\'s orders of the last 100 days (e.g. sort=lastModifiedAt desc, where=lastModifiedAt > "<iso>", limit 500)',
        querystring: predicateQueryParamsSchema,
        response: { 200: orderPagedQueryResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.listMine(subjectContextOf(request), request.query),
  );

  app.get(
    '/aces/me/orders/:id',
    {
      config: { access: access.subject(['manage_my_orders']) },
      schema: {
        tags: ['orders'],
        summary:
          "One of the signed-in customer's orders (expand=paymentInfo.payments[0], expand=discountCodes[*].discountCode)",
        params: orderIdParamsSchema,
        querystring: orderExpandQuerySchema,
        response: { 200: orderSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.getMine(subjectContextOf(request), request.params.id, request.query.expand),
  );

  app.get(
    '/mw/orders',
    {
      config: { access: access.subject(['manage_my_orders']) },
      schema: {
        tags: ['middleware'],
        summary: "The active office's orders, completedAt newest first (limit, offset)",
        querystring: officeOrdersQuerySchema,
        response: { 200: orderPagedQueryResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.listOffice(subjectContextOf(request), request.query),
  );

  app.get(
    '/ct/recent-items',
    {
      config: { access: access.subject(['manage_my_orders']) },
      schema: {
        tags: ['orders'],
        summary:
          'Items the signed-in customer bought in the last 100 days, one entry per sku, most recently bought first (page, pageSize, days)',
        querystring: recentItemsQuerySchema,
        response: { 200: recentItemsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.recentItems(subjectContextOf(request), request.query),
  );
};

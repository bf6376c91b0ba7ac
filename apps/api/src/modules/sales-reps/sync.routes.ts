import { customerIdParamsSchema, salesRepSyncSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import type { SalesRepSyncService } from './sync.service';

interface Options {
  service: SalesRepSyncService;
}

/** The representative's own calls, with the storefront customer token's scope. */
const repAccess = access.salesRep(['manage_my_orders']);

/** mw/sales-reps/sync (spec §4, §7): act for an assigned customer, see whom, stop. */
export const salesRepSyncRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/mw/sales-reps/sync/:id',
    {
      config: { access: repAccess },
      schema: {
        tags: ['middleware'],
        summary:
          "Act for an assigned customer (the session's subject) until SALES_REP_SYNC_HOURS from now; ends a previous sync",
        params: customerIdParamsSchema,
        response: { 200: salesRepSyncSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.start(request.ctx, request.params.id),
  );

  app.get(
    '/mw/sales-reps/sync',
    {
      config: { access: repAccess },
      schema: {
        tags: ['middleware'],
        summary: 'Whom the session acts for now (synced false when nobody)',
        response: { 200: salesRepSyncSchema },
      },
    },
    async (request) => service.current(request.ctx),
  );

  app.delete(
    '/mw/sales-reps/sync',
    {
      config: { access: repAccess },
      schema: {
        tags: ['middleware'],
        summary: 'End the sync (idempotent: synced false either way)',
        response: { 200: salesRepSyncSchema },
      },
    },
    async (request) => service.end(request.ctx),
  );
};

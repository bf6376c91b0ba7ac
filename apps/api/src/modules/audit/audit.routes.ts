import { auditEventListQuerySchema, auditEventListSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subjectContextOf } from '../../access/request-context';
import { access } from '../../access/route-access';
import type { AuditService } from './audit.service';

interface Options {
  service: AuditService;
}

/** The office's activity (`/customer/account` → Activity): the customer, or a representative acting for it. */
export const auditRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/mw/audit-events',
    {
      config: { access: access.subject(['manage_my_profile']) },
      schema: {
        tags: ['middleware'],
        summary: "The active office's audit trail: syncs and writes made for it by representatives, newest first",
        querystring: auditEventListQuerySchema,
        response: { 200: auditEventListSchema },
      },
    },
    async (request) => service.list(subjectContextOf(request), request.query),
  );
};

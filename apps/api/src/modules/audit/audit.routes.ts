import { auditEventListQuerySchema, auditEventListSchema, staffAuditEventQuerySchema } from '@chairside/contracts';
import { errorResponses } from '../../http/openapi';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subjectContextOf } from '../../access/request-context';
import { access } from '../../access/route-access';
import type { AuditService } from './audit.service';

interface Options {
  service: AuditService;
}

/**
 * The office's activity (`/customer/account` → Activity): the customer, or a representative acting for it; and the
 * whole trail for staff.
 */
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

  // Staff (manage_project) until the back office exists, as order state changes are.
  app.get(
    '/aces/audit-events',
    {
      config: { access: access.admin() },
      schema: {
        tags: ['middleware'],
        summary: 'Staff: the audit trail of an office, a representative or a customer, newest first',
        querystring: staffAuditEventQuerySchema,
        response: { 200: auditEventListSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.listForStaff(request.query),
  );
};

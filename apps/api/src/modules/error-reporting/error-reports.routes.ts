import { errorReportAcceptedSchema, errorReportLimits, errorReportSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import type { ErrorReportsService } from './error-reports.service';

interface Options {
  service: ErrorReportsService;
}

/** The storefront's error reports, for this log when no error-reporting service is configured. Public, as /events. */
export const errorReportRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.post(
    '/errors',
    {
      config: { access: access.public() },
      bodyLimit: errorReportLimits.maxBodyBytes,
      schema: {
        tags: ['operations'],
        summary: "Log an error from a storefront visitor's browser or from the storefront's server",
        description: `At most ${errorReportLimits.maxBodyBytes} bytes (413 beyond). Personal data is filtered before the report is logged; a crawler's report is dropped (logged: false). Too many reports from one visitor: 429 with Retry-After.`,
        body: errorReportSchema,
        response: { 202: errorReportAcceptedSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => reply.code(202).send(await service.receive(request.body, request.ctx.ip)),
  );
};

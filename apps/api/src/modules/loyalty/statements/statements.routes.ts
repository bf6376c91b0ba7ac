import { discountStatementParamsSchema } from '@chairside/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subjectContextOf } from '../../../access/request-context';
import { access } from '../../../access/route-access';
import { errorResponses } from '../../../http/openapi';
import type { DiscountStatementsService, StatementFile } from './statements.service';

interface Options {
  service: DiscountStatementsService;
}

/** Discount statements are read from the office's invoices: the same access as the invoices themselves. */
const statementAccess = access.subject(['manage_my_orders']);

const fileResponse = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string() } },
});

/** A download, never cached (the access declaration already sends no-store). */
const sendFile = (reply: FastifyReply, type: string, { filename, body }: StatementFile) =>
  reply.type(type).header('content-disposition', `attachment; filename="${filename}"`).send(body);

const csvType = 'text/csv; charset=utf-8';

/** mw/loyalty/statements (issue 19): the active office's ASAP discount statements of a programme year or quarter. */
export const discountStatementRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/mw/loyalty/statements/:period/csv',
    {
      config: { access: statementAccess },
      schema: {
        tags: ['middleware'],
        summary:
          "The active office's ASAP discount statement of a programme year (YYYY) or quarter (YYYY-Qn) as CSV: every discounted invoice line and the totals",
        params: discountStatementParamsSchema,
        response: { 200: fileResponse('text/csv', 'A CSV file (UTF-8)'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendFile(reply, csvType, await service.csv(subjectContextOf(request), request.params.period)),
  );

  app.get(
    '/mw/loyalty/statements/:period/pdf',
    {
      config: { access: statementAccess },
      schema: {
        tags: ['middleware'],
        summary:
          "The active office's ASAP discount statement of a programme year (YYYY) or quarter (YYYY-Qn) as a PDF download",
        params: discountStatementParamsSchema,
        response: { 200: fileResponse('application/pdf', 'A PDF document'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendFile(reply, 'application/pdf', await service.pdf(subjectContextOf(request), request.params.period)),
  );
};

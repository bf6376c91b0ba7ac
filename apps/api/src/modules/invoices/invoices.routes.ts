import {
  invoiceIdParamsSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceSchema,
  statementParamsSchema,
} from '@chairside/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subjectContextOf } from '../../access/request-context';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import type { InvoicesService, PdfFile } from './invoices.service';

interface Options {
  service: InvoicesService;
}

/** An office's invoices are part of its order history: the storefront customer token's manage_my_orders. */
const invoiceAccess = access.subject(['manage_my_orders']);

const pdfResponse = { description: 'A PDF document', content: { 'application/pdf': { schema: z.string() } } };

/** A download, never cached (the access declaration already sends no-store). */
const sendPdf = (reply: FastifyReply, { filename, body }: PdfFile) =>
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(body);

/** mw/invoices and mw/statements (middleware, spec §7): the subject's offices' invoices and statements. */
export const invoiceRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/mw/invoices',
    {
      config: { access: invoiceAccess },
      schema: {
        tags: ['middleware'],
        summary:
          "The active office's invoices (status, from, to, q, order_id, sort, limit, offset) with the office's account summary",
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.list(subjectContextOf(request), request.query),
  );

  app.get(
    '/mw/invoices/:id',
    {
      config: { access: invoiceAccess },
      schema: {
        tags: ['middleware'],
        summary: "One invoice of the customer's offices with lines, payments and credits (404 for any other)",
        params: invoiceIdParamsSchema,
        response: { 200: invoiceSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.get(subjectContextOf(request), request.params.id),
  );

  app.get(
    '/mw/invoices/:id/pdf',
    {
      config: { access: invoiceAccess },
      schema: {
        tags: ['middleware'],
        summary: 'The invoice as a PDF download (Invoice-<number>.pdf)',
        params: invoiceIdParamsSchema,
        response: { 200: pdfResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => sendPdf(reply, await service.pdf(subjectContextOf(request), request.params.id)),
  );

  app.get(
    '/mw/statements/:month/pdf',
    {
      config: { access: invoiceAccess },
      schema: {
        tags: ['middleware'],
        summary:
          "The active office's statement of a month (YYYY-MM) as a PDF: opening balance, activity, closing balance, aging",
        params: statementParamsSchema,
        response: { 200: pdfResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await service.statementPdf(subjectContextOf(request), request.params.month)),
  );
};

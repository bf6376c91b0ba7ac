import { idempotencyKeyHeader, invoicePaymentRequestSchema, invoicePaymentSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subjectContextOf } from '../../access/request-context';
import { access, scopeSets } from '../../access/route-access';
import type { Idempotency } from '../../http/idempotency';
import { errorResponses } from '../../http/openapi';
import type { InvoicePaymentsService } from './invoice-payments.service';

interface Options {
  service: InvoicePaymentsService;
  idempotency: Idempotency;
}

/** POST /mw/invoice-payments (middleware): a customer pays its office's invoices by card; Idempotency-Key required. */
export const invoicePaymentRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, idempotency }) => {
  app.post(
    '/mw/invoice-payments',
    {
      config: { access: access.subject(scopeSets.payments) },
      schema: {
        tags: ['middleware'],
        summary:
          "Pay one or more of the office's invoices (any amount up to each one's payable) with one card charge; " +
          'Idempotency-Key required, a retry with it never charges twice',
        body: invoicePaymentRequestSchema,
        response: { 201: invoicePaymentSchema, ...errorResponses(400, 404, 409, 422, 502, 504) },
      },
    },
    async (request, reply) => {
      const context = subjectContextOf(request);
      return idempotency.run(
        request,
        reply,
        { owner: `customer:${context.subject.customerId}`, required: true },
        async ({ completeWithin }) => ({
          status: 201,
          // run() refused the request without a key, so the header is there.
          body: await service.pay(context, request.body, {
            key: String(request.headers[idempotencyKeyHeader]),
            completeWithin,
          }),
        }),
      );
    },
  );
};

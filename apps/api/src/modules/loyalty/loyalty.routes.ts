import { asapEnrollmentDraftSchema, asapProgrammeSchema, loyaltyOverviewSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subjectContextOf } from '../../access/request-context';
import { access, scopeSets } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import type { LoyaltyService } from './loyalty.service';

interface Options {
  service: LoyaltyService;
}

/** Loyalty concerns what an office pays and its reports: like invoices, the customer token's manage_my_orders. */
const loyaltyAccess = access.subject(['manage_my_orders']);

/** ct/asap-programme (public, like the catalogue) and mw/loyalty, mw/asap-enrollment (the active office's). */
export const loyaltyRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/ct/asap-programme',
    {
      config: { access: access.token(scopeSets.productReads) },
      schema: {
        tags: ['order-service'],
        summary: 'The ASAP loyalty programme: percent off retail per category, spend tiers, buying groups',
        response: { 200: asapProgrammeSchema },
      },
    },
    async () => service.programme(),
  );

  app.get(
    '/mw/loyalty',
    {
      config: { access: loyaltyAccess },
      schema: {
        tags: ['middleware'],
        summary: "The active office's ASAP standing: status, tier and progress, savings, recent orders, statements",
        response: { 200: loyaltyOverviewSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.overview(subjectContextOf(request)),
  );

  app.post(
    '/mw/asap-enrollment',
    {
      config: { access: loyaltyAccess },
      schema: {
        tags: ['middleware'],
        summary: 'Enrol the active office in ASAP loyalty (once per office; not on a pricing contract)',
        body: asapEnrollmentDraftSchema,
        response: { 201: loyaltyOverviewSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await service.enroll(subjectContextOf(request), request.body)),
  );

  app.delete(
    '/mw/asap-enrollment',
    {
      config: { access: loyaltyAccess },
      schema: {
        tags: ['middleware'],
        summary: "End the active office's ASAP enrolment (history stays; new prices are without loyalty)",
        response: { 200: loyaltyOverviewSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => service.unenroll(subjectContextOf(request)),
  );
};

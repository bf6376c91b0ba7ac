import {
  planDraftSchema,
  planIdParamsSchema,
  planListQuerySchema,
  planListSchema,
  planSchema,
  planSuggestionsSchema,
  planUpdateSchema,
} from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subjectContextOf } from '../../access/request-context';
import { access } from '../../access/route-access';
import { errorResponses } from '../../http/openapi';
import type { PlansService } from './plans.service';
import type { planSuggestionsService } from './plan-suggestions.service';

interface Options {
  service: PlansService;
  suggestions: ReturnType<typeof planSuggestionsService>;
}

/** Plans are the customer's recurring orders: the storefront customer token's manage_my_orders (like /ct/hs-orders). */
const planAccess = access.subject(['manage_my_orders']);

/** ct/plans (order service, spec §7): the subject customer's REPLENISH plans. */
export const planRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, suggestions }) => {
  app.get(
    '/ct/plans',
    {
      config: { access: planAccess },
      schema: {
        tags: ['order-service'],
        summary: "The customer's REPLENISH plans, last changed first, with today's replenish prices (limit, offset)",
        querystring: planListQuerySchema,
        response: { 200: planListSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.list(subjectContextOf(request), request.query),
  );

  app.get(
    '/ct/plans/suggestions',
    {
      config: { access: planAccess },
      schema: {
        tags: ['order-service'],
        summary: 'Items the office buys at a steady interval that no plan holds yet, as plan suggestions',
        response: { 200: planSuggestionsSchema },
      },
    },
    async (request) => ({ results: await suggestions(subjectContextOf(request)) }),
  );

  app.get(
    '/ct/plans/:id',
    {
      config: { access: planAccess },
      schema: {
        tags: ['order-service'],
        summary: 'One REPLENISH plan of the customer, with the orders it placed (404 for any other)',
        params: planIdParamsSchema,
        response: { 200: planSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.get(subjectContextOf(request), request.params.id),
  );

  app.post(
    '/ct/plans',
    {
      config: { access: planAccess },
      schema: {
        tags: ['order-service'],
        summary: 'Create a REPLENISH plan (the body is the plan, spec §7); payment defaults per spec §9',
        body: planDraftSchema,
        response: { 201: planSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(subjectContextOf(request), request.body)),
  );

  app.patch(
    '/ct/plans/:id',
    {
      config: { access: planAccess },
      schema: {
        tags: ['order-service'],
        summary:
          'Update a REPLENISH plan: {version, actions} applied in order and all or none (409 ConcurrentModification on a stale version)',
        params: planIdParamsSchema,
        body: planUpdateSchema,
        response: { 200: planSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => service.update(subjectContextOf(request), request.params.id, request.body),
  );
};

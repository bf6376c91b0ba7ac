import {
  officeIdParamsSchema,
  officeListSchema,
  officeSettingsSchema,
  setActiveOfficeSchema,
} from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi';
import type { officesService } from './offices.service';
import { subjectContextOf } from '../../access/request-context';
import { access } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof officesService>;
}

export const officeRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/mw/offices',
    {
      config: { access: access.subject(['manage_my_profile']) },
      schema: {
        tags: ['middleware'],
        summary: "The signed-in customer's offices and which one is active",
        response: { 200: officeListSchema },
      },
    },
    async (request) => service.list(subjectContextOf(request)),
  );

  app.post(
    '/mw/offices/active',
    {
      config: { access: access.subject(['manage_my_profile']) },
      schema: {
        tags: ['middleware'],
        summary: "Switch the session's active office (its addresses, contract and terms then apply)",
        body: setActiveOfficeSchema,
        response: { 200: officeListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.setActive(subjectContextOf(request), request.body.businessUnitId),
  );

  app.post(
    '/mw/offices/:id/settings',
    {
      // The customer's own word on what it is told: a representative acting for it may not change it.
      config: { access: access.subject(['manage_my_profile'], { securitySetting: true }) },
      schema: {
        tags: ['middleware'],
        summary: "Change an office's settings: notify_rep_orders (mail the customer orders representatives place)",
        params: officeIdParamsSchema,
        body: officeSettingsSchema,
        response: { 200: officeListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.changeSettings(subjectContextOf(request), request.params.id, request.body),
  );
};

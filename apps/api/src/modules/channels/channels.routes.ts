import { channelPagedQueryResponseSchema, channelSchema } from '@chairside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi';
import { predicateQueryParamsSchema } from '../../query/query-variables';
import type { channelService } from './channels.service';
import { access } from '../../access/route-access';

interface Options {
  service: ReturnType<typeof channelService>;
}

export const channelRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/aces/channels',
    {
      config: { access: access.token(['view_channels', 'view_products']) },
      schema: {
        tags: ['channels'],
        summary: 'Query channels (warehouses and pricing contracts), e.g. where=key = "ES1"',
        querystring: predicateQueryParamsSchema,
        response: { 200: channelPagedQueryResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.query(request.query),
  );

  app.get(
    '/aces/channels/:id',
    {
      config: { access: access.token(['view_channels', 'view_products']) },
      schema: {
        tags: ['channels'],
        summary: 'Get a channel by id',
        params: z.strictObject({ id: z.string() }),
        response: { 200: channelSchema, ...errorResponses(404) },
      },
    },
    async (request) => service.getById(request.params.id),
  );
};

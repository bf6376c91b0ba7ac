import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../access/route-access';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi';
import type { contentService } from './content.service';
import { maxQueryLength } from './query-limits';

interface Options {
  service: ReturnType<typeof contentService>;
}

const graphqlRequestSchema = z.object({
  query: z.string().min(1).max(maxQueryLength),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(200).nullish(),
});

const graphqlResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z.array(z.looseObject({ message: z.string() })).optional(),
});

export const contentRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.post(
    '/content/graphql',
    {
      config: { access: access.token(['view_content']) },
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['content'],
        summary: 'Content read API (GraphQL): blog posts, docs pages, landing pages, print catalogues',
        description:
          'GraphQL over HTTP with a JSON body `{query, variables?, operationName?}` and a read token (`view_content` scope) in Authorization. ' +
          'A well-formed request answers 200 with `{data?, errors?}`, also when the query has errors.',
        body: graphqlRequestSchema,
        response: { 200: graphqlResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.execute(request.body, request.ctx.now),
  );
};
